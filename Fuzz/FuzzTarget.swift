/// libFuzzer entry point over the whole of formc without files: the front end
/// (YAML reader, decoder, checker) on arbitrary bytes, then, when a model
/// results, the generator for it (its one form file, both UIs). Built by
/// `scripts/fuzz` with `swiftc -sanitize=fuzzer,address`; not a SwiftPM product.

/// Called by libFuzzer once per input; returns 0 (the input is never rejected).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let result = FormCompiler().compile(bytes, path: "fuzz.form.yaml")
    // Invariants every run must keep, checked here so a violation is a crash
    // libFuzzer records instead of a silent wrong answer.
    if result.hasErrors, result.model != nil { fatalError("a model was returned alongside errors") }
    if !result.hasErrors, result.model == nil { fatalError("no model and no error") }
    for diagnostic in result.diagnostics where diagnostic.location.line < 1 || diagnostic.location.column < 1 {
        fatalError("diagnostic outside the file: \(diagnostic.location)")
    }
    if let model = result.model {
        for access in GeneratorOptions.Access.allCases {
            let files = SwiftGenerator(options: GeneratorOptions(access: access)).files(for: [model])
            // The library runtime: the file imports FormcRuntime, no support file is written.
            if files.count != 1 { fatalError("expected one form file, got \(files.count)") }
        }
    }
    return 0
}
