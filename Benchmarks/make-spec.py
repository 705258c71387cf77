#!/usr/bin/env python3
"""Writes a valid formc spec of a chosen size, for the benchmark.

One form per file (the language has one form per file), so a large spec is one
enormous form. The text exercises what real specs hold: fields of every kind,
option lists of 2 to 50 items (parents and children of dependent pickers among
them), Japanese labels and messages, localized texts, anchors and aliases
(shared toolbar lists, `<<: *anchor` merge keys for field settings), block
scalars (`|` and `>`), validation rules with messages.

The output is a function of the size alone: the pseudo-random choices come
from a fixed seed, and identifiers are numbered (`f012345_name`), so they are
unique and stay unique after conversion to Swift names.

Usage:
  Benchmarks/make-spec.py small  -o small.form.yaml    # ~5 KB, a registration-like form
  Benchmarks/make-spec.py medium -o medium.form.yaml   # ~1 MB
  Benchmarks/make-spec.py large  -o large.form.yaml    # ~8 MB
  Benchmarks/make-spec.py --scale 4 -o x4.form.yaml    # 4 × medium
  Benchmarks/make-spec.py medium --validate            # also check it against the JSON schema
"""

import argparse
import random
import sys
from pathlib import Path

SEED = 20240401
MB = 1_000_000
SIZES = {"small": 5_000, "medium": MB, "large": 8 * MB}
#: formc's checker accepts at most this many fields (Checking.Limits.fields).
FIELD_LIMIT = 100_000

# (id word, label): the vocabulary of fields.
TEXT_WORDS = [
    ("name", "氏名"), ("name_kana", "氏名（カナ）"), ("company", "会社名"), ("department", "部署名"),
    ("job_title", "役職"), ("hobby", "趣味"), ("nickname", "ニックネーム"), ("school", "最終学歴"),
    ("building", "建物名・部屋番号"), ("city", "市区町村"), ("street", "番地"), ("station", "最寄り駅"),
]
EMAIL_WORDS = [("email", "メールアドレス"), ("work_email", "勤務先メールアドレス"), ("sub_email", "予備のメールアドレス")]
PASSWORD_WORDS = [("password", "パスワード"), ("new_password", "新しいパスワード"), ("pin", "暗証番号")]
PHONE_WORDS = [("phone", "電話番号"), ("mobile", "携帯電話番号"), ("fax", "FAX番号"), ("emergency_phone", "緊急連絡先")]
URL_WORDS = [("website", "ウェブサイト"), ("portfolio", "ポートフォリオURL"), ("sns", "SNSのURL")]
NUMBER_WORDS = [("age", "年齢", 0, 130), ("children", "子どもの人数", 0, 20), ("commute", "通勤時間（分）", 0, 300),
                ("years", "勤続年数", 0, 60), ("guests", "同伴者数", 0, 10)]
DECIMAL_WORDS = [("height", "身長（cm）", "50.0", "250.0"), ("weight", "体重（kg）", "20", "300"),
                 ("income", "年収（万円）", "0", "99999.9"), ("score", "評価点", "0.0", "5.0")]
AREA_WORDS = [("area", "地方"), ("category", "カテゴリ"), ("genre", "ジャンル")]
CHILD_WORDS = [("prefecture", "都道府県"), ("item", "品目"), ("sub_genre", "サブジャンル")]
PICKER_WORDS = [("gender", "性別"), ("blood_type", "血液型"), ("size", "サイズ"), ("color", "色"),
                ("occupation", "職業"), ("plan", "プラン"), ("payment", "お支払い方法")]
DATE_WORDS = [("birthday", "生年月日", "date"), ("start_time", "開始時刻", "time"),
              ("reservation", "予約日時", "date_and_time"), ("move_in", "入居希望日", "date")]
TOGGLE_WORDS = [("agrees_to_terms", "利用規約に同意する"), ("newsletter", "メールマガジンを受け取る"),
                ("is_public", "プロフィールを公開する")]
AREA_LTR = ["北海道", "東北", "関東", "中部", "近畿", "中国", "四国", "九州", "沖縄"]
ITEM_LABELS = ["東京都", "大阪府", "京都府", "神奈川県", "愛知県", "福岡県", "札幌市", "仙台市", "横浜市",
               "名古屋市", "神戸市", "広島市", "那覇市", "小", "中", "大", "特大", "赤", "青", "緑", "白", "黒",
               "会社員", "自営業", "学生", "その他", "クレジットカード", "銀行振込", "代金引換", "コンビニ払い"]
PATTERNS = [
    (r"^[ァ-ヶー　]+$", "全角カタカナで入力してください"),
    (r"^\d{3}-?\d{4}$", "郵便番号は7桁の数字で入力してください"),
    (r"^[A-Za-z0-9_]{3,16}$", "半角英数字と_で3〜16文字にしてください"),
    (r"^[^<>&]*$", "記号（<>&）は使えません"),
]
PHONE_PATTERN = r"^0[0-9]{1,4}-?[0-9]{1,4}-?[0-9]{3,4}$"
EMAIL_PATTERN = r"^[^@\s]+@[^@\s]+\.[^@\s]+$"
URL_PATTERN = r"^https?://\S+$"
PASSWORD_PATTERN = r"^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7E]+$"
CONTENT_TYPES = ["name", "family_name", "given_name", "organization_name", "job_title", "address_city",
                 "street_address_line1", "street_address_line2", "nickname", "location"]

TOOLBARS = """toolbars:
  # Shared lists: anchors, and aliases that reuse them under another name.
  t_text: &nav [previous, next, flexible_space, { done: 閉じる }]
  t_keypad: *nav
  t_picker: &pick [flexible_space, { done: 決定 }]
  t_date: *pick
  t_area:
    - { button: クリア, action: clear }
    - { fixed_space: 8 }
    - { previous: 前へ }
    - { next: 次へ }
    - flexible_space
    - done
  t_secure: [{ button: { key: toolbar.show_password, default: 表示 }, action: toggle_secure }, flexible_space, done]
"""
TOOLBAR_NAMES = ["t_text", "t_keypad", "t_picker", "t_date", "t_area", "t_secure"]


class SpecWriter:
    """Accumulates the spec's text and counts its UTF-8 bytes as it grows."""

    def __init__(self, target_bytes, list_count, max_items):
        self.rng = random.Random(SEED)
        self.target = target_bytes
        self.chunks = []
        self.size = 0
        self.field_count = 0
        self.anchor_count = 0
        self.max_items = max_items  # the most items an option list has
        self.lists = list_count  # independent lists l0000 …
        self.pairs = max(1, list_count // 8)  # dependent pairs d0000_parent / d0000_child
        self.next_list = 0
        self.next_pair = 0
        self.parent_values = {}  # pair → the parent list's values

    def emit(self, text):
        self.chunks.append(text)
        self.size += len(text.encode("utf-8"))

    def field_id(self, word):
        identifier = f"f{self.field_count:06d}_{word}"
        self.field_count += 1
        return identifier

    def pick(self, items):
        return items[self.rng.randrange(len(items))]

    # MARK: Texts

    def text(self, literal, key):
        """A literal text, or now and then the same text localized."""
        if self.rng.random() < 0.15:
            return f"{{ key: {key}, default: {literal} }}"
        return literal

    def rule(self, value, message, key):
        """A rule, with its message most of the time."""
        if self.rng.random() < 0.2:
            return str(value)
        return f"{{ value: {value}, message: {self.text(message, key)} }}"

    # MARK: Option lists

    def option_lists(self):
        self.emit("options:\n")
        for index in range(self.lists):
            self.independent_list(index)
        for pair in range(self.pairs):
            self.dependent_pair(pair)

    def independent_list(self, index):
        count = 2 + self.rng.randrange(self.max_items - 1)
        word = PICKER_WORDS[index % len(PICKER_WORDS)][0]
        style = index % 3
        self.emit(f"  l{index:04d}_{word}:\n")
        for item in range(count):
            label = f"{self.pick(ITEM_LABELS)}{item + 1}"
            if style == 0:  # codes with leading zeros, quoted, with case names
                self.emit(f'    - {{ value: "{item + 1:02d}", label: {label}, name: c{item:02d} }}\n')
            elif style == 1:  # word codes whose case names are derived
                self.emit(f"    - {{ value: v{item}_{word}, label: {label} }}\n")
            else:  # block style, plain numbers read as written, localized labels
                self.emit(f"    - value: {item + 1}\n      name: n{item}\n"
                          f"      label: {{ key: l{index:04d}.{item}, default: {label} }}\n")

    def dependent_pair(self, pair):
        parents = [f"a{i}" for i in range(3 + self.rng.randrange(len(AREA_LTR) - 2))]
        self.parent_values[pair] = parents
        self.emit(f"  d{pair:04d}_parent:\n")
        for i, value in enumerate(parents):
            self.emit(f"    - {{ value: {value}, label: {AREA_LTR[i]} }}\n")
        self.emit(f"  d{pair:04d}_child:\n")
        for item in range(3 + self.rng.randrange(self.max_items - 2)):
            shown = sorted(self.rng.sample(parents, 1 + self.rng.randrange(2)))
            label = f"{self.pick(ITEM_LABELS)}{item + 1}"
            self.emit(f"    - {{ value: p{item}, label: {label}, parents: [{', '.join(shown)}] }}\n")

    def take_list(self):
        index = self.next_list % self.lists
        self.next_list += 1
        return f"l{index:04d}_{PICKER_WORDS[index % len(PICKER_WORDS)][0]}", index

    # MARK: Fields

    def fields(self):
        self.emit("fields:\n")
        makers = [self.anchored_text, self.merged_text, self.merged_text, self.email, self.password,
                  self.phone, self.url, self.number, self.decimal, self.text_area, self.picker,
                  self.dependent_pickers, self.date, self.toggle, self.patterned_text]
        step = 0
        # Every list, pair and toolbar is used at least once (formc warns about unused ones).
        while self.size < self.target or self.next_list < self.lists or self.next_pair < self.pairs or step < len(makers):
            maker = makers[step % len(makers)]
            if maker is self.merged_text and self.anchor_count == 0:
                maker = self.anchored_text
            maker()
            step += 1
            if self.field_count >= FIELD_LIMIT - 2:
                sys.exit(f"make-spec: {self.field_count} fields reach formc's limit of {FIELD_LIMIT}")
        # The last field takes focus: Return there ends editing.
        self.emit(f"  - {{ id: {self.field_id('remarks')}, kind: text, label: 備考, return_key: done }}\n")

    def anchored_text(self):
        word, label = self.pick(TEXT_WORDS)
        identifier = self.field_id(word)
        self.anchor_count += 1
        length = self.pick([20, 40, 60, 100])
        self.emit(
            f"  - &c{self.anchor_count}\n"
            f"    id: {identifier}\n"
            f"    kind: text\n"
            f"    label: {self.text(label, identifier + '.label')}\n"
            f"    placeholder: >-\n"
            f"      例）{label}を入力\n"
            f"      （{length}文字以内）\n"
            f"    required: {self.rule('true', label + 'を入力してください', identifier + '.required')}\n"
            f"    max_length: {self.rule(length, f'{label}は{length}文字以内で入力してください', identifier + '.max')}\n"
            f"    autocapitalization: {self.pick(['none', 'words', 'sentences'])}\n"
            f"    content_type: {self.pick(CONTENT_TYPES)}\n"
            f"    toolbar: t_text\n")

    def merged_text(self):
        word, label = self.pick(TEXT_WORDS)
        self.emit(f"  - {{ <<: *c{self.anchor_count}, id: {self.field_id(word)}, label: {label}（追加） }}\n")

    def email(self):
        word, label = self.pick(EMAIL_WORDS)
        identifier = self.field_id(word)
        self.emit(
            f"  - id: {identifier}\n    kind: email\n    label: {label}\n    placeholder: taro@example.com\n"
            f"    pattern:\n      value: '{EMAIL_PATTERN}'\n      message: {label}の形式が正しくありません\n"
            f"    max_length: {self.rule(254, label + 'が長すぎます', identifier + '.max')}\n"
            f"    return_key: next\n    toolbar: t_text\n")

    def password(self):
        word, label = self.pick(PASSWORD_WORDS)
        identifier = self.field_id(word)
        self.emit(
            f"  - id: {identifier}\n    kind: password\n    label: {label}\n"
            f"    required: {{ message: {label}を入力してください }}\n"
            f"    min_length: {{ value: 8, message: {label}は8文字以上で入力してください }}\n"
            f"    pattern:\n      value: '{PASSWORD_PATTERN}'\n      message: |\n"
            f"        {label}は英字と数字を\n        それぞれ1文字以上含めてください\n"
            f"    content_type: new_password\n    toolbar: t_secure\n")

    def phone(self):
        word, label = self.pick(PHONE_WORDS)
        identifier = self.field_id(word)
        self.emit(
            f"  - {{ id: {identifier}, kind: phone, label: {label}, placeholder: 090-1234-5678, "
            f"pattern: {{ value: '{PHONE_PATTERN}', message: {label}の形式が正しくありません }}, toolbar: t_keypad }}\n")

    def url(self):
        word, label = self.pick(URL_WORDS)
        identifier = self.field_id(word)
        self.emit(
            f"  - {{ id: {identifier}, kind: url, label: {label}, placeholder: https://example.com, "
            f"pattern: '{URL_PATTERN}', max_length: 200, autocorrection: false, toolbar: t_text }}\n")

    def number(self):
        word, label, low, high = self.pick(NUMBER_WORDS)
        identifier = self.field_id(word)
        self.emit(
            f"  - {{ id: {identifier}, kind: number, label: {label}, default: {low}, "
            f"min: {low}, max: {self.rule(high, f'{high}以下で入力してください', identifier + '.max')}, toolbar: t_keypad }}\n")

    def decimal(self):
        word, label, low, high = self.pick(DECIMAL_WORDS)
        identifier = self.field_id(word)
        self.emit(
            f"  - {{ id: {identifier}, kind: decimal, label: {label}, min: {self.rule(low, f'{low}以上で入力してください', identifier + '.min')}, "
            f"max: {high}, keyboard_type: decimal_pad, toolbar: t_keypad }}\n")

    def text_area(self):
        identifier = self.field_id("comment")
        self.emit(
            f"  - id: {identifier}\n    kind: text_area\n"
            f"    label: {{ key: {identifier}.label, default: ご意見・ご要望 }}\n"
            f"    placeholder: |\n      ご自由にご記入ください。\n      改行もそのまま残ります。\n"
            f"    max_length:\n      value: 1000\n      message: >\n        1000文字以内で\n        入力してください\n"
            f"    toolbar: t_text\n")

    def picker(self):
        word, label = self.pick(PICKER_WORDS)
        identifier = self.field_id(word)
        options, index = self.take_list()
        default = ""
        if index % 3 == 0 and self.rng.random() < 0.5:
            default = ', default: "01"'
        self.emit(
            f"  - {{ id: {identifier}, kind: picker, label: {label}, placeholder: 選択してください, "
            f"options: {options}{default}, required: {{ message: {label}を選択してください }}, toolbar: t_picker }}\n")

    def dependent_pickers(self):
        pair = self.next_pair % self.pairs
        self.next_pair += 1
        (parent_word, parent_label), (child_word, child_label) = self.pick(list(zip(AREA_WORDS, CHILD_WORDS)))
        parent = self.field_id(parent_word)
        child = self.field_id(child_word)
        default = f", default: {self.parent_values[pair][0]}" if self.rng.random() < 0.5 else ""
        self.emit(
            f"  - {{ id: {parent}, kind: picker, label: {parent_label}, options: d{pair:04d}_parent{default}, toolbar: t_area }}\n"
            f"  - id: {child}\n    kind: picker\n    label: {child_label}\n    placeholder: 先に{parent_label}を選択してください\n"
            f"    options: d{pair:04d}_child\n    parent: {parent}\n    toolbar: t_area\n")

    def date(self):
        word, label, mode = self.pick(DATE_WORDS)
        identifier = self.field_id(word)
        if mode == "date":
            low, high, default = "1900-01-01", "2099-12-31", "2000-01-01"
        elif mode == "time":
            low, high, default = "'09:00'", "'18:30'", "'12:00:00'"
        else:
            low, high, default = "'2024-01-01T00:00'", "'2030-12-31T23:59'", "'2025-04-01T09:30'"
        self.emit(
            f"  - {{ id: {identifier}, kind: date, mode: {mode}, label: {label}, default: {default}, "
            f"min: {self.rule(low, label + 'が早すぎます', identifier + '.min')}, max: {high}, toolbar: t_date }}\n")

    def toggle(self):
        word, label = self.pick(TOGGLE_WORDS)
        identifier = self.field_id(word)
        required = ", required: { value: true, message: 同意が必要です }" if word == "agrees_to_terms" else ""
        self.emit(f"  - {{ id: {identifier}, kind: toggle, label: {label}, default: false{required} }}\n")

    def patterned_text(self):
        pattern, message = self.pick(PATTERNS)
        identifier = self.field_id("code")
        self.emit(
            f"  - id: {identifier}\n    kind: text\n    label: {self.text('コード', identifier + '.label')}\n"
            f"    pattern: {{ value: '{pattern}', message: {message} }}\n"
            f"    keyboard_type: ascii_capable\n    autocorrection: false\n    return_key: next\n"
            f"    secure: false\n    toolbar: t_text\n")

    # MARK: The spec

    def write(self, name, title):
        self.emit(f"# Generated by Benchmarks/make-spec.py (seed {SEED}, target {self.target} bytes). Do not edit.\n"
                  f"formc: 1\nform: {name}\ntitle: {title}\n"
                  f"localization: {{ table: {name}, bundle: main }}\n\n")
        self.option_lists()
        self.emit("\n" + TOOLBARS + "\nkeyboard:\n  avoidance: scroll\n  distance: 12\n"
                  "  dismiss_on_tap_outside: true\n  dismiss_on_return: true\n\n")
        self.fields()
        return "".join(self.chunks)


def make_spec(target_bytes):
    """The text of a spec of about `target_bytes` bytes, and its writer (for statistics)."""
    # Hundreds of lists in the large spec, a few in the small one.
    small = target_bytes < 100_000
    lists = 1 if small else min(800, max(3, target_bytes // 50_000))
    writer = SpecWriter(target_bytes, lists, max_items=7 if small else 50)
    text = writer.write("Registration" if small else "Benchmark", "会員登録" if small else "ベンチマーク")
    return text, writer


def validate(path):
    """Checks the spec against the JSON schema, read as scripts/schema-parity.py reads YAML."""
    import importlib.util
    import json
    root = Path(__file__).resolve().parent.parent
    spec = importlib.util.spec_from_file_location("schema_parity", root / "scripts" / "schema-parity.py")
    parity = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(parity)
    schema = json.loads((root / "schemas" / "formc.schema.json").read_text(encoding="utf-8"))
    errors, loaded = parity.schema_errors(parity.jsonschema.Draft7Validator(schema), path)
    for error in errors[:20]:
        print(f"{path}: {error}", file=sys.stderr)
    return loaded and not errors


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("size", nargs="?", choices=sorted(SIZES), help="small (~5 KB), medium (~1 MB), large (~8 MB)")
    parser.add_argument("--scale", type=int, help="N × medium instead of a named size")
    parser.add_argument("-o", "--output", help="the file to write (default: standard output)")
    parser.add_argument("--validate", action="store_true", help="check the written spec against the JSON schema")
    args = parser.parse_args()
    if (args.size is None) == (args.scale is None):
        parser.error("give a size or --scale N")
    if args.scale is not None and args.scale < 1:
        parser.error("--scale must be at least 1")
    if args.validate and not args.output:
        parser.error("--validate needs --output")
    text, writer = make_spec(SIZES[args.size] if args.size else args.scale * SIZES["medium"])
    print(f"make-spec: {writer.size} bytes, {writer.field_count} fields, "
          f"{writer.lists + 2 * writer.pairs} option lists", file=sys.stderr)
    if args.output:
        Path(args.output).write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text)
    if args.validate and not validate(args.output):
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
