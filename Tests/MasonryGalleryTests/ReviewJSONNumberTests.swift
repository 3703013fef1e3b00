import Foundation
import Testing
import Masonry
import MasonryRender

/// JSON frames are written as the shortest text that reads back as the same Double.
@Test func reviewJSONNumbersReadBackExactly() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    root.mas.key = "root"
    let a = View()
    a.mas.key = "a"
    root.addSubview(a)
    a.mas.makeConstraints { make in
        make.left.top.equalTo(0)
        make.width.equalTo(root).dividedBy(3)
        make.height.equalTo(1e-7)
    }
    root.layoutIfNeeded()
    let json = JSONRenderer().render(root)
    #expect(json.contains("{\"depth\": 1, \"frame\": {\"height\": 1e-07, \"width\": \(a.frame.width), \"x\": 0, \"y\": 0}, \"key\": \"a\"}"))
    let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let views = object?["views"] as? [[String: Any]]
    let frame = views?.last?["frame"] as? [String: Any]
    #expect((frame?["height"] as? NSNumber)?.doubleValue == 1e-7)
    #expect((frame?["width"] as? NSNumber)?.doubleValue == Double(a.frame.width))
}
