/**
 * The product's font stack: antd's system fonts first, then the Chinese system fonts of each platform (macOS and
 * iOS, Windows, Android and Linux) before the generic family. Naming them spares the browser a fallback search for
 * every Chinese glyph at first layout: on a Linux machine with only WenQuanYi that search was most of a 300 ms layout
 * task at Lighthouse's 4× CPU slowdown. Used by the antd theme and, through vite.config.ts, by the pages' own CSS.
 */
export const fontFamily = [
  '-apple-system',
  'BlinkMacSystemFont',
  "'Segoe UI'",
  'Roboto',
  "'PingFang SC'",
  "'Hiragino Sans GB'",
  "'Microsoft YaHei'",
  "'Noto Sans CJK SC'",
  "'Source Han Sans SC'",
  "'WenQuanYi Micro Hei'",
  "'Helvetica Neue'",
  'Arial',
  'sans-serif',
  "'Apple Color Emoji'",
  "'Segoe UI Emoji'",
  "'Segoe UI Symbol'",
  "'Noto Color Emoji'",
].join(', ')
