#!/bin/sh
# Rebuilds web/public/fonts/*.woff2 from Debian's fonts-noto-core.
# The files are committed, so neither the build nor CI runs this; it documents how they were made.
# Needs: apt-get install -y fonts-noto-core python3-fonttools python3-brotli
# Each font keeps only its script (plus dandas, ZWNJ/ZWJ and the dotted circle used by shaping) and
# all OpenType layout features, so conjuncts still form. The hinting instructions are dropped: they
# are half of each file, and only Windows reads them (other systems draw these fonts unhinted); Windows
# draws unhinted text well enough at the sizes the app uses. The unicode-range of the @font-face rules
# in src/index.css follows these ranges, except that only the Sinhala face claims the joiners.
set -eu
src=/usr/share/fonts/truetype/noto
out=$(dirname "$0")/../public/fonts
for weight in Regular Bold; do
  /usr/bin/python3 -m fontTools.subset "$src/NotoSansSinhala-$weight.ttf" \
    --unicodes="U+0964-0965,U+0D80-0DFF,U+200C-200D,U+25CC,U+111E1-111F4" \
    --layout-features='*' --no-hinting --flavor=woff2 --output-file="$out/NotoSansSinhala-$weight.woff2"
  /usr/bin/python3 -m fontTools.subset "$src/NotoSansTamil-$weight.ttf" \
    --unicodes="U+0964-0965,U+0B80-0BFF,U+200C-200D,U+25CC" \
    --layout-features='*' --no-hinting --flavor=woff2 --output-file="$out/NotoSansTamil-$weight.woff2"
done
