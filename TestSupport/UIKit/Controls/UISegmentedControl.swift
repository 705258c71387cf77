import Foundation

/// A row of segments, one selected (or none); only a user choice (test hook) sends `.valueChanged`, as on iOS.
@MainActor
open class UISegmentedControl: UIControl {
    /// The index meaning no segment is selected.
    public static let noSegment: Int = -1

    private var titles: [String?] = []

    /// Creates a control with a segment per title (strings; images are not simulated).
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        titles = (items ?? []).map { $0 as? String }
    }

    /// The number of segments.
    open var numberOfSegments: Int { titles.count }

    /// The selected segment's index, or `noSegment`; an index out of range selects none.
    open var selectedSegmentIndex: Int = UISegmentedControl.noSegment {
        didSet { if !titles.indices.contains(selectedSegmentIndex) { selectedSegmentIndex = UISegmentedControl.noSegment } }
    }

    /// Whether segments act as buttons and do not stay selected.
    open var isMomentary = false

    /// Whether segments are as wide as their content (else all equally wide).
    open var apportionsSegmentWidthsByContent = false

    /// Inserts a segment; the index is clamped to 0…numberOfSegments, as UIKit does.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let index = min(max(segment, 0), titles.count)
        titles.insert(title, at: index)
        if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
    }

    /// Removes a segment.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard titles.indices.contains(segment) else { return }
        titles.remove(at: segment)
        if selectedSegmentIndex == segment { selectedSegmentIndex = UISegmentedControl.noSegment }
        else if selectedSegmentIndex > segment { selectedSegmentIndex -= 1 }
    }

    /// Removes every segment; none is selected.
    open func removeAllSegments() {
        titles = []
        selectedSegmentIndex = UISegmentedControl.noSegment
    }

    /// Sets a segment's title.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        titles[segment] = title
    }

    /// A segment's title.
    open func titleForSegment(at segment: Int) -> String? {
        titles.indices.contains(segment) ? titles[segment] : nil
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: CGFloat(titles.count) * 64, height: 32) }

    /// The user taps a segment.
    func userSelect(_ segment: Int) {
        guard isEnabled, titles.indices.contains(segment), segment != selectedSegmentIndex else { return }
        selectedSegmentIndex = segment
        sendActions(for: .valueChanged)
    }
}
