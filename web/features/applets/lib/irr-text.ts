import type { IrrResult } from '#common/applets/finance'
import { formatPercent } from './format.ts'

export function irrText(irr: IrrResult) {
  if (irr.kind === 'found') return `${formatPercent(irr.rate, 2)}${irr.multiple ? '（多解，取最低）' : ''}`
  return irr.reason === 'no_sign_change' ? '无（现金流没有正负变化）' : '无解'
}

/** The IRR as a number for spreadsheets, or a word when there is none. */
export function irrCell(irr: IrrResult): number | string {
  return irr.kind === 'found' ? Math.round(irr.rate * 1e6) / 1e4 : irrText(irr)
}
