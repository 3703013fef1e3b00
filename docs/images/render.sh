#!/usr/bin/env bash
# Re-renders the README's pictures: each a gallery screen drawn by `masonry render` and
# converted to PNG at twice the size by rsvg-convert (Debian's librsvg2-bin).
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build --product masonry >/dev/null
masonry="$(swift build --product masonry --show-bin-path)/masonry"
render() {  # example, file name, masonry render options...
    local example=$1 file=$2; shift 2
    "$masonry" render "$example" "$@" 2>/dev/null | rsvg-convert -z 2 -o "docs/images/$file.png"
}
render seed-three-columns three-columns --size 360x180
render seed-edges-padding edges-insets --size 300x200
render update update-0 --size 240x300 --state 0
render update update-3 --size 240x300 --state 3
render remake remake-0 --size 240x300 --state 0
render remake remake-1 --size 240x300 --state 1
render distribute distribute-0 --size 360x180 --state 0
render distribute distribute-2 --size 360x180 --state 2
render aspect-fit multipliers --size 240x360
render directional directional-ltr --size 300x300
render directional directional-rtl --size 300x300 --rtl
render stack-view stack-view-0 --size 300x320 --state 0
render stack-view stack-view-1 --size 300x320 --state 1
render distances distances-0 --size 300x200 --state 0
render distances distances-1 --size 300x200 --state 1
echo "docs/images: $(ls docs/images/*.png | wc -l) pictures"
