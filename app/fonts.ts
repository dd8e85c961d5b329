// Inter (variable weight 100-900), self-hosted: there is no network at build time, so
// next/font/google is not an option.
//
// Turkish needs ç ö ü ı (fontsource's "latin" range) and ğ ş İ (its "latin-ext"). The main
// file has both: fontsource's latin range plus the Turkish letters and ₺, made by
// scripts/fonts/subset-inter.sh (44 KB instead of the two fontsource files' 133 KB).
// fontsource's latin-ext file stays as a second family for every other extended letter (a
// foreign name in a review, say), with those letters only, so a Turkish page never fetches it.
//
// Only the main file is preloaded: fetched alongside the stylesheet it is there for the first
// paint (discovered by the stylesheet instead, it came a round trip later and held back the
// first text by about 300 ms in Lighthouse's mobile simulation); display: swap shows the
// metric-matched fallback below meanwhile.
//
// next/font/local applies `declarations` to every file of one call, so each file is its own
// call with its own unicode-range, and globals.css stacks the two families (--font-sans). The
// ranges do not overlap, so per character exactly one family applies; the main family comes
// last because next/font puts its fallback (Arial resized to Inter's metrics, computed from
// this file) right after it, for characters neither file covers and while Inter loads.
// (Font loader options must be literals, hence the written-out ranges; keep the main range in
// step with the script.)
import localFont from 'next/font/local';

export const interTurkish = localFont({
  src: '../assets/fonts/inter-latin-tr-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF, U+011E-011F, U+0130-0131, U+0152-0153, U+015E-015F, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+20BA, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
});

/** fontsource's latin-ext range minus everything the main file covers. */
export const interLatinExt = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  variable: '--font-inter-latin-ext',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0100-011D, U+0120-012F, U+0132-0151, U+0154-015D, U+0160-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+20A0-20AB, U+20AD-20B9, U+20BB-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
    },
  ],
});

/** Put on <html>: defines both CSS variables that --font-sans reads. */
export const fontVariables = `${interTurkish.variable} ${interLatinExt.variable}`;
