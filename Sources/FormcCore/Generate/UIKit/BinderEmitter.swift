/// The UIKit binder of a form. Placeholder until the runtime lands.
struct BinderEmitter {
    let model: FormModel
    let options: GeneratorOptions

    func declarations() -> [Declaration]? { nil }
}
