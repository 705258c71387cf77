/// Takes the items of one top-level sequence (the spec's `fields:`) as each is
/// read, instead of leaving them in the tree: a form of 85,000 fields is then
/// never held as one tree, only one field's nodes at a time.
///
/// The reader streams the value of ``key`` in the document's root mapping when
/// it is a sequence written there (not an alias, not anchored, not a duplicate
/// key); the tree keeps that sequence empty. Anything else is read as usual.
///
/// It may also watch one other key of the root mapping (``siblingKey``): when
/// that key's value is complete, the consumer is shown it, in order with the
/// items, so that items after it can be read with it in hand (the option lists
/// for the pickers). Only a value the tree keeps is shown: the key's first,
/// written in the root mapping itself (not merged in).
protocol YAMLSequenceConsumer: AnyObject {
    /// The root mapping's key whose sequence is streamed.
    var key: String { get }
    /// Another key of the root mapping whose value the consumer wants to see as soon as it is read.
    var siblingKey: String? { get }
    /// The sequence starts at `location`; its items follow.
    func begin(at location: SourceLocation)
    /// The next item, complete (aliases resolved, merges applied).
    func consume(_ item: YAMLNode)
    /// The value of ``siblingKey``, complete.
    func sibling(_ value: YAMLNode)
}
