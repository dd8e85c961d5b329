#!/usr/bin/env bash
# Regenerates assets/fonts/inter-latin-tr-wght-normal.woff2, the one font file every page
# preloads (app/fonts.ts). Run by hand only when the character set below changes; the output is
# committed, so neither the build nor `npm ci` needs these tools.
#
# Why: fontsource's Inter comes in a "latin" file (48 KB) without ğ ş İ and a "latin-ext" file
# (85 KB) for them, so every Turkish page preloaded 133 KB of fonts before its text settled,
# the biggest single cost in Lighthouse's LCP on a mobile connection. This file is fontsource's
# latin range plus the Turkish letters and ₺, with only the OpenType features the site uses
# (44 KB). The latin-ext file stays as a second family, loaded only by a page that shows
# another extended letter.
#
# Needs: pyftsubset and fonttools (Debian: apt-get install fonttools python3-brotli) and the
# npm client. Source: the official Inter 4.1 release on npm (inter-ui), whose variable font
# has every glyph; its optical-size axis is pinned at 14, as fontsource's "wght" files are.
set -euo pipefail
cd "$(dirname "$0")/../.."
OUT=assets/fonts/inter-latin-tr-wght-normal.woff2
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

(cd "$WORK" && npm pack --silent inter-ui@4.1.1 >/dev/null && tar xzf inter-ui-4.1.1.tgz)
fonttools varLib.instancer "$WORK/package/variable/InterVariable.woff2" opsz=14 -q -o "$WORK/inter-wght.ttf"

# fontsource's "latin" unicode-range (keep in step with app/fonts.ts) ...
LATIN='U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'
# ... plus Ğ ğ İ Ş ş and the lira sign (ç ö ü ı â î û are already in latin).
TURKISH='U+011E-011F,U+0130,U+015E-015F,U+20BA'
# Features browsers apply by default, plus tnum/pnum (Tailwind's tabular-nums).
FEATURES='calt,ccmp,locl,kern,mark,mkmk,tnum,pnum'

pyftsubset "$WORK/inter-wght.ttf" --unicodes="$LATIN,$TURKISH" --layout-features="$FEATURES" \
  --flavor=woff2 --output-file="$OUT"
echo "$OUT: $(wc -c < "$OUT") bytes"
