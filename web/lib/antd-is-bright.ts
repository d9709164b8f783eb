import { Color as RcColor } from '@rc-component/color-picker'

type AntdColor = { toRgb(): { r: number; g: number; b: number; a: number }; toRgbString(): string }

/**
 * antd 6's `isBright` (antd/es/color-picker/components/ColorPresets.js), which the button and tag styles import.
 * That module also defines the colour picker's preset panel and imports Collapse, so every page paid for a
 * collapse it never draws; vite.config.ts points those two imports here. Same code, same result.
 */
export const isBright = (value: AntdColor, bgColorToken: string) => {
  const { r, g, b, a } = value.toRgb()
  const hsv = new RcColor(value.toRgbString()).onBackground(bgColorToken).toHsv()
  // Adapted to dark mode
  if (a <= 0.5) return hsv.v > 0.5
  return r * 0.299 + g * 0.587 + b * 0.114 > 192
}
