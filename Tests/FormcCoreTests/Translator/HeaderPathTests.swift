@testable import FormcCore
import Testing

/// The spec path in a generated header is the same for every spelling of one path.
@Suite struct HeaderPathTests {
    @Test func everySpellingUnderTheRootGivesOneHeader() {
        for spelling in ["Forms/a.form.yaml", "./Forms/a.form.yaml", "/work/app/Forms/a.form.yaml",
                         "Forms/./a.form.yaml", "Forms/Sub/../a.form.yaml", "/work/app/./Forms//a.form.yaml",
                         "../app/Forms/a.form.yaml"] {
            #expect(HeaderPath.shown(spelling, root: "/work/app") == "Forms/a.form.yaml", "\(spelling)")
        }
    }

    @Test func aSpecOutsideTheRootIsShownByItsFileNameOnly() {
        #expect(HeaderPath.shown("/elsewhere/Forms/a.form.yaml", root: "/work/app") == "a.form.yaml")
        #expect(HeaderPath.shown("../other/a.form.yaml", root: "/work/app") == "a.form.yaml")
        // A root of `/` would put where the checkout lives into the header.
        #expect(HeaderPath.shown("/work/app/Forms/a.form.yaml", root: "/") == "a.form.yaml")
        // A root that is a prefix of a name is not a parent.
        #expect(HeaderPath.shown("/work/application/a.form.yaml", root: "/work/app") == "a.form.yaml")
    }

    @Test func withoutARootRelativePathsAreNormalizedAndAbsoluteOnesCut() {
        #expect(HeaderPath.shown("examples/address.form.yaml", root: nil) == "examples/address.form.yaml")
        #expect(HeaderPath.shown("./examples/address.form.yaml", root: nil) == "examples/address.form.yaml")
        #expect(HeaderPath.shown("/abs/examples/address.form.yaml", root: nil) == "address.form.yaml")
        #expect(HeaderPath.shown("../up/a.form.yaml", root: nil) == "a.form.yaml")
    }
}
