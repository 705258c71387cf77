/// The files `formc init` writes: a commented spec that checks clean, and a
/// commented `formc.yaml` that changes none of formc's defaults.
enum StarterFiles {
    /// The starter spec for the form called `form`.
    static func spec(form: String) -> String {
        """
        # A formc form spec. Check it with `formc check <this file>`, turn it into
        # Swift with `formc generate <this file> --output <directory>`.
        # Every key is described in formc's docs/language.md.
        formc: 1                      # the spec format version
        form: \(form)                 # the Swift types: \(form)Form, \(form)FormBinder …
        title: Sign up

        # Option lists by name; a picker field shows one. Each becomes a Swift enum:
        # `value` is what the model stores, `name` the enum case.
        options:
          plan:
            - { value: free, label: Free }
            - { value: pro, label: Pro }

        # Keyboard accessory toolbars by name, their items left to right.
        toolbars:
          text: [previous, next, flexible_space, done]
          picker: [flexible_space, { done: Choose }]

        # How the keyboard is avoided (scroll | constraint | layout_guide | none).
        keyboard:
          avoidance: scroll
          distance: 12
          dismiss_on_tap_outside: true

        # The fields, in form order: the order of Return, next and previous.
        fields:
          - id: name                  # the model's property: `name`
            kind: text
            label: Name
            placeholder: Jane Appleseed
            required: { value: true, message: Enter your name }
            max_length: { value: 40, message: Use at most 40 characters }
            content_type: name
            return_key: next
            toolbar: text

          - id: email
            kind: email
            label: Email
            placeholder: jane@example.com
            required: { value: true, message: Enter your email address }
            pattern:
              value: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$'
              message: Enter a valid email address
            return_key: next
            toolbar: text

          - id: plan
            kind: picker
            label: Plan
            placeholder: Choose a plan
            options: plan
            default: free
            toolbar: picker

          - id: accepts_terms
            kind: toggle
            label: I accept the terms
            required: { value: true, message: Accept the terms to sign up }

        """
    }

    /// The starter `formc.yaml`: formc's defaults, written out so they can be changed.
    static let config = """
        # formc's settings for the specs of this project or target ("Configuration
        # file" in formc's docs/cli.md). Read with `formc check --config formc.yaml …`;
        # the build plugins find it on their own. Every key is optional.

        # internal: the generated types are for this target; public: for other modules.
        access_level: internal
        # The UIs generated in each form's file: both (a UIKit binder and ready screen,
        # and a SwiftUI view), uikit or swiftui.
        ui: both
        # true: a warning fails the check and the build, as an error does.
        warnings_as_errors: false
        # Extra `import` lines in every generated form file.
        imports: []
        # Keyboard settings for specs whose `keyboard:` does not say.
        # keyboard:
        #   avoidance: scroll
        #   distance: 12
        #   dismiss_on_tap_outside: true
        #   dismiss_on_return: true

        """
}
