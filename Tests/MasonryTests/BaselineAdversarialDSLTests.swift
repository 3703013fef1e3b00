import Masonry
import Testing

private final class Holder: View {
    weak var target: View?
    override var forFirstBaselineLayout: View { target.flatMap { $0.isDescendant(of: self) ? $0 : nil } ?? self }
}

@Suite struct BaselineAdversarialDSLTests {
    @Test func updateRemakeUninstallWhileRedirected() {
        let root = makeRoot()
        let holder = Holder()
        holder.mas.key = "holder"
        root.addSubview(holder)
        var caption: Label? = makeLabel("caption", "Cap", in: holder)
        holder.target = caption
        holder.mas.makeConstraints { make in
            make.left.equalTo(root).offset(10)
            make.top.equalTo(root).offset(100)
            make.width.equalTo(200)
            make.height.equalTo(80)
        }
        caption?.mas.makeConstraints { make in
            make.left.equalTo(holder)
            make.top.equalTo(holder).offset(20)
        }
        let side = makeLabel("side", "Side", in: root)
        side.mas.makeConstraints { make in
            make.left.equalTo(root).offset(240)
            make.firstBaseline.equalTo(holder)
        }
        root.layoutIfNeeded()
        expectFrame(side, 240, 120, 20, 12)  // 100 + 20 + 8
        side.mas.updateConstraints { make in make.firstBaseline.equalTo(holder).offset(5) }
        root.layoutIfNeeded()
        expectFrame(side, 240, 125, 20, 12)
        let remade = side.mas.remakeConstraints { make in
            make.left.equalTo(root).offset(240)
            make.firstBaseline.equalTo(holder).offset(-5)
        }
        root.layoutIfNeeded()
        expectFrame(side, 240, 115, 20, 12)
        weak let freed = caption
        caption?.removeFromSuperview()
        caption = nil
        #expect(freed == nil)
        root.layoutIfNeeded()
        expectFrame(side, 240, 167, 20, 12)  // holder's bottom 180 - 5 - 8
        for constraint in remade { constraint.uninstall() }
        side.mas.makeConstraints { make in
            make.left.equalTo(root).offset(240)
            make.top.equalTo(root)
        }
        root.layoutIfNeeded()
        expectFrame(side, 240, 0, 20, 12)
    }
}
