import FormcCore
print("formc: TODO")
