#!/usr/bin/env bash
# Draws icons/source.png (1024x1024): a gold rampart with a gatehouse on a dark rounded square.
# Then `scripts/tauri icon icons/source.png -o icons` makes every platform's icons from it.
set -euo pipefail
cd "$(dirname "$0")"
BG='#1c2230'; STONE='#e0b44c'; SHADE='#b8862f'
convert -size 1024x1024 xc:none \
  -fill "$BG" -draw "roundrectangle 0,0 1023,1023 200,200" \
  -fill "$STONE" \
  -draw "rectangle 192,470 832,830" \
  -draw "rectangle 192,400 272,470" -draw "rectangle 322,400 382,470" \
  -draw "rectangle 642,400 702,470" -draw "rectangle 752,400 832,470" \
  -draw "rectangle 402,280 622,830" \
  -draw "rectangle 402,200 462,280" -draw "rectangle 482,200 542,280" -draw "rectangle 562,200 622,280" \
  -fill "$BG" \
  -draw "rectangle 452,690 572,830" -draw "circle 512,690 572,690" \
  -draw "rectangle 494,380 530,460" \
  -fill "$SHADE" -draw "rectangle 192,830 832,850" \
  source.png
