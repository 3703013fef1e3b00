import AutoLayout

/// What a relation can point at (Masonry's auto-boxing, done by the type system):
///
/// - a number (`Int`, `Double`, `Float`, `CGFloat`): the constant;
/// - a `CGSize`: a size offset; a `CGPoint`: a center offset; `EdgeInsets`: insets;
///   `DirectionalEdgeInsets`: insets whose leading and trailing follow the layout direction;
/// - a `View` or `LayoutGuide`: its attribute of the same kind as the constraint's first one;
/// - a ``ViewAttribute``: used as given (one without an attribute takes the first one's);
/// - a ``CompositeViewAttribute`` (`view.mas.edges`): each constraint takes the matching one;
/// - an array of targets: one child constraint per element.
///
/// Other types may adopt the protocol but are refused at run time with a diagnostic.
public protocol ConstraintTarget {}

extension Int: ConstraintTarget {}
extension Double: ConstraintTarget {}
extension Float: ConstraintTarget {}
extension CGFloat: ConstraintTarget {}
extension CGSize: ConstraintTarget {}
extension CGPoint: ConstraintTarget {}
extension EdgeInsets: ConstraintTarget {}
extension DirectionalEdgeInsets: ConstraintTarget {}
extension View: ConstraintTarget {}
extension ViewAttribute: ConstraintTarget {}
extension LayoutGuide: ConstraintTarget {}
/// Every array, so that a mixed `[any ConstraintTarget]` is a target as well as `[View]` or
/// `[Int]` (Swift's existentials do not conform to their own protocol, and an array can
/// conform under one condition only). An element that is not a target is refused at run time
/// with a diagnostic, as any other unsupported target.
extension Array: ConstraintTarget {}

/// A target sorted by kind.
enum ResolvedTarget {
    /// A constant value (number, size, point or insets).
    case value(ConstantValue)
    /// A view attribute (with the first attribute filled in when it had none).
    case attribute(ViewAttribute)
    /// A group of attributes of one item: each single constraint takes the matching one.
    case composite(CompositeViewAttribute)
    /// A view, related by the first attribute.
    case view(View)
    /// A list of targets.
    case list([any ConstraintTarget])
    /// A type the DSL cannot use.
    case unsupported(String)

    init(_ target: any ConstraintTarget) {
        // Numbers first, recognised by their type's metadata (a pointer compare): a failing
        // cast of a value to a class type goes through the runtime's bridging checks, which
        // cost more than the rest of the relation. Then the classes, then the other values.
        if let value = ConstantValue(number: target) {
            self = .value(value)
        } else if let attribute = target as? ViewAttribute {
            self = .attribute(attribute)
        } else if let view = target as? View {
            self = .view(view)
        } else if let composite = target as? CompositeViewAttribute {
            self = .composite(composite)
        } else if let guide = target as? LayoutGuide {
            self = .attribute(ViewAttribute(view: guide.owningView, item: guide, layoutAttribute: .notAnAttribute))
        } else if let value = ConstantValue(target) {
            self = .value(value)
        } else if let list = target as? TargetList {
            self = .list(list.targets)
        } else if let list = target as? [any ConstraintTarget] {
            self = .list(list)
        } else {
            self = .unsupported(String(describing: type(of: target)))
        }
    }
}

/// A constant given as a target or to `valueOffset(_:)`.
enum ConstantValue {
    /// A number: the offset.
    case number(CGFloat)
    /// A size offset.
    case size(CGSize)
    /// A center offset.
    case point(CGPoint)
    /// Insets.
    case insets(EdgeInsets)
    /// Insets whose leading and trailing follow the layout direction.
    case directionalInsets(DirectionalEdgeInsets)

    /// The target as a number, when its type is one of the number types.
    init?(number target: any ConstraintTarget) {
        let type = type(of: target)
        if type == Int.self, let value = target as? Int {
            self = .number(CGFloat(value))
        } else if type == CGFloat.self, let value = target as? CGFloat {
            self = .number(value)
        } else if type == Double.self, let value = target as? Double {
            self = .number(CGFloat(value))
        } else if type == Float.self, let value = target as? Float {
            self = .number(CGFloat(value))
        } else {
            return nil
        }
    }

    init?(_ target: any ConstraintTarget) {
        switch target {
        case let value as Int: self = .number(CGFloat(value))
        case let value as Double: self = .number(CGFloat(value))
        case let value as Float: self = .number(CGFloat(value))
        case let value as CGFloat: self = .number(value)
        case let value as CGSize: self = .size(value)
        case let value as CGPoint: self = .point(value)
        case let value as EdgeInsets: self = .insets(value)
        case let value as DirectionalEdgeInsets: self = .directionalInsets(value)
        default: return nil
        }
    }

    /// The value as a diagnostic quotes it, numbers as Masonry prints them (`%g`).
    var text: String {
        switch self {
        case .number(let v): return format(v)
        case .size(let s): return "size (\(format(s.width)), \(format(s.height)))"
        case .point(let p): return "point (\(format(p.x)), \(format(p.y)))"
        case .insets(let i):
            return "insets (top \(format(i.top)), left \(format(i.left)), bottom \(format(i.bottom)), right \(format(i.right)))"
        case .directionalInsets(let i):
            return "insets (top \(format(i.top)), leading \(format(i.leading)), bottom \(format(i.bottom)), trailing \(format(i.trailing)))"
        }
    }

    /// Whether every number in the value is finite.
    var isFinite: Bool {
        switch self {
        case .number(let v): return v.isFinite
        case .size(let s): return s.width.isFinite && s.height.isFinite
        case .point(let p): return p.x.isFinite && p.y.isFinite
        case .insets(let i): return i.top.isFinite && i.left.isFinite && i.bottom.isFinite && i.right.isFinite
        case .directionalInsets(let i): return i.top.isFinite && i.leading.isFinite && i.bottom.isFinite && i.trailing.isFinite
        }
    }
}

/// A heterogeneous list of targets (`[view1, 100, view3.mas.right]`), boxed so that it can
/// travel as one target.
struct TargetList: ConstraintTarget {
    /// The targets, in order.
    let targets: [any ConstraintTarget]
}
