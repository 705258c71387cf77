#if canImport(UIKit)
import FormcRuntime
import Foundation
import Testing
import UIKit

/// The event form (Tests/Fixtures/generate/event.form.yaml): pickers and a
/// radio shown as one row that pushes their list (`style: list`), a dependent
/// one and one from the app among them, a cancel and the submit in the
/// navigation bar.
@MainActor
@Suite struct EventScenarios {
    /// The event's app: records what it hears, holds a submit at its gate.
    @MainActor
    final class EventApp: EventFormApp {
        let gate = Gate()
        private(set) var submitted: [EventForm] = []
        private(set) var cancelled: [EventForm] = []

        func submit(_ form: EventForm) async -> [EventForm.Issue] {
            submitted.append(form)
            await gate.pass()
            return []
        }

        func cancel(_ form: EventForm) {
            cancelled.append(form)
        }

        func calendarOptions() async -> [FormcOption<String>] {
            [FormcOption(value: "work", label: "仕事"), FormcOption(value: "home", label: "家庭")]
        }
    }

    /// The list buttons bound in a screen inside a navigation controller.
    @MainActor
    struct Lists {
        let navigation: UINavigationController
        let screen = UIViewController()
        let floor = UIButton(type: .system), room = UIButton(type: .system), calendar = UIButton(type: .system)
        let visibility = UIButton(type: .system)
        let app = EventApp()
        let binder: EventFormBinder

        init() {
            navigation = UINavigationController(rootViewController: screen)
            let scroll = UIScrollView()
            screen.view.addSubview(scroll)
            for view in [floor, room, calendar, visibility] { scroll.addSubview(view) }
            binder = EventFormBinder(state: EventFormState(app: app), scrollView: scroll, view: screen.view)
            binder.bind(.floor, to: floor)
            binder.bind(.room, to: room)
            binder.bind(.calendar, to: calendar)
            binder.bind(.visibility, to: visibility)
        }

        /// Opens the list of `button` and returns it.
        func open(_ button: UIButton) throws -> FormcChoiceListViewController {
            button.sendActions(for: .primaryActionTriggered)
            let list = try #require(navigation.topViewController as? FormcChoiceListViewController)
            list.loadViewIfNeeded()
            return list
        }
    }

    @Test func aListPickerPushesItsRowsAndATapChoosesAndPops() throws {
        let lists = Lists()
        #expect(lists.floor.currentTitle == "選択してください" && lists.floor.accessibilityLabel == "フロア")
        let list = try lists.open(lists.floor)
        #expect(lists.navigation.viewControllers.count == 2 && list.title == "フロア")
        let rows = try #require(list.rows?.rows)
        #expect(rows.map(\.currentTitle) == ["指定しない", "1階", "2階"], "the none row first")
        #expect(rows[0].isSelected, "nothing chosen: the none row is checked")
        rows[2].sendActions(for: .touchUpInside)
        #expect(lists.binder.state.values.floor == .f2)
        #expect(lists.navigation.viewControllers.count == 1, "a tap chooses and goes back")
        #expect(lists.floor.currentTitle == "2階" && lists.floor.accessibilityValue == "2階")

        // The none row chooses nothing.
        let again = try lists.open(lists.floor)
        #expect(again.rows?.rows[2].isSelected == true)
        again.rows?.rows[0].sendActions(for: .touchUpInside)
        #expect(lists.binder.state.values.floor == nil && lists.floor.currentTitle == "選択してください")
    }

    @Test func aDependentListPickerOffersItsParentsItems() throws {
        let lists = Lists()
        lists.binder.state.values.floor = .f1
        let list = try lists.open(lists.room)
        #expect(list.rows?.rows.map(\.currentTitle) == ["会議室A", "会議室B"], "a required picker has no none row")
        list.rows?.rows[1].sendActions(for: .touchUpInside)
        #expect(lists.binder.state.values.room == .b && lists.room.currentTitle == "会議室B")
        // Another floor clears the room; the row shows the placeholder again.
        lists.binder.state.values.floor = .f2
        #expect(lists.binder.state.values.room == nil && lists.room.currentTitle == "選択してください")
        let second = try lists.open(lists.room)
        #expect(second.rows?.rows.map(\.currentTitle) == ["会議室C"])
    }

    @Test func anAppListPickerShowsTheAppsItemsOnceTheyArrived() async throws {
        let lists = Lists()
        await lists.binder.state.waitUntilIdle()
        let list = try lists.open(lists.calendar)
        #expect(list.rows?.rows.map(\.currentTitle) == ["仕事", "家庭"])
        list.rows?.rows[1].sendActions(for: .touchUpInside)
        #expect(lists.binder.state.values.calendar == "home" && lists.calendar.currentTitle == "家庭")
    }

    @Test func aListRadioPushesItsRowsWithTheDefaultChecked() throws {
        let lists = Lists()
        #expect(lists.visibility.currentTitle == "チーム", "the default shows")
        let list = try lists.open(lists.visibility)
        #expect(list.title == "公開範囲")
        let rows = try #require(list.rows?.rows)
        #expect(rows.map(\.currentTitle) == ["全員", "チーム", "自分のみ"] && rows[1].isSelected)
        rows[2].sendActions(for: .touchUpInside)
        #expect(lists.binder.state.values.visibility == .me && lists.visibility.currentTitle == "自分のみ")
        #expect(lists.navigation.topViewController === lists.screen)
    }

    @Test func withoutANavigationControllerTheListIsPresentedAndClosedByATap() throws {
        let screen = UIViewController()
        let button = UIButton(type: .system), scroll = UIScrollView()
        screen.view.addSubview(scroll)
        scroll.addSubview(button)
        let binder = EventFormBinder(state: EventFormState(app: EventApp()), scrollView: scroll, view: screen.view)
        binder.bind(.visibility, to: button)
        button.sendActions(for: .primaryActionTriggered)
        let list = try #require(screen.presentedViewController as? FormcChoiceListViewController)
        list.loadViewIfNeeded()
        list.rows?.rows[0].sendActions(for: .touchUpInside)
        #expect(binder.state.values.visibility == .everyone)
        #expect(screen.presentedViewController == nil, "closed after the choice")
    }

    // MARK: The navigation bar

    /// The ready screen pushed onto a navigation controller in a window.
    @MainActor
    struct Pushed {
        let app = EventApp()
        let root = UIViewController()
        let navigation: UINavigationController
        let controller: EventFormViewController

        init() {
            UIKitDoubleTesting.reset()
            let window = UIKitDoubleTesting.makeWindow()
            navigation = UINavigationController(rootViewController: root)
            window.rootViewController = navigation
            controller = EventFormViewController(state: EventFormState(app: app))
            navigation.pushViewController(controller, animated: false)
            controller.loadViewIfNeeded()
        }
    }

    @Test func theSubmitIsInTheNavigationBarAndDisabledWhileItRuns() async throws {
        let pushed = Pushed()
        let submit = try #require(pushed.controller.navigationItem.rightBarButtonItem)
        let cancel = try #require(pushed.controller.navigationItem.leftBarButtonItem)
        #expect(submit.title == "追加" && submit.style == .done && cancel.title == "キャンセル")
        let scrollView = try #require(pushed.controller.view.subviews.first as? UIScrollView)
        let stack = try #require(scrollView.subviews.first as? UIStackView)
        #expect(!stack.arrangedSubviews.contains { $0 is UIButton && ($0 as? UIButton)?.currentTitle == "追加" },
                "no button under the last row")
        let binder = try #require(pushed.controller.binder)

        UIKitDoubleTesting.tap(submit)
        #expect(pushed.app.submitted.isEmpty, "the title is required")
        binder.state.values.title = "定例"
        binder.state.values.startsAt = Date(timeIntervalSince1970: 1_800_000_000)
        binder.state.values.endsAt = Date(timeIntervalSince1970: 1_800_003_600)
        binder.state.values.floor = .f1
        binder.state.values.room = .a
        await binder.state.waitUntilIdle()
        binder.state.values.calendar = "work"
        pushed.app.gate.holds = true
        UIKitDoubleTesting.tap(submit)
        await Task.yield()
        #expect(binder.state.isSubmitting)
        #expect(!submit.isEnabled && !cancel.isEnabled, "both wait for the submit")
        pushed.app.gate.release()
        await binder.state.waitUntilIdle()
        #expect(submit.isEnabled && cancel.isEnabled)
        #expect(pushed.app.submitted.count == 1)
    }

    @Test func cancelTellsTheAppAndPopsThePushedScreen() throws {
        let pushed = Pushed()
        let binder = try #require(pushed.controller.binder)
        binder.state.values.title = "下書き"
        let cancel = try #require(pushed.controller.navigationItem.leftBarButtonItem)
        UIKitDoubleTesting.tap(cancel)
        #expect(pushed.app.cancelled.map(\.title) == ["下書き"], "the app hears the values as they are")
        #expect(pushed.navigation.viewControllers.count == 1 && pushed.navigation.topViewController === pushed.root)
    }

    @Test func cancelDismissesAPresentedScreen() throws {
        UIKitDoubleTesting.reset()
        let window = UIKitDoubleTesting.makeWindow()
        let root = UIViewController()
        window.rootViewController = root
        let app = EventApp()
        let controller = EventFormViewController(state: EventFormState(app: app))
        let sheet = UINavigationController(rootViewController: controller)
        root.present(sheet, animated: false)
        controller.loadViewIfNeeded()
        let cancel = try #require(controller.navigationItem.leftBarButtonItem)
        UIKitDoubleTesting.tap(cancel)
        #expect(app.cancelled.count == 1)
        #expect(root.presentedViewController == nil, "the sheet is closed")
    }
}
#endif
