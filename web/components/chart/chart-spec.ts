/**
 * What a tool wants drawn, independent of the chart library: categories on one axis, bar and line series on the
 * other. Tools build these (cheap, testable); the lazily loaded chart turns them into pixels.
 */
export type ChartSeries = {
  name: string
  type: 'bar' | 'line'
  data: number[]
  /** A reference line (fair share at 100, break-even at 0): dashed, no points. */
  reference?: boolean
  /** The series' own colour where it stands for something with one (a segment, a city tier); else the palette's next. */
  color?: string
}

export type ChartSpec = {
  categories: string[]
  series: ChartSeries[]
  /** Bars run left to right (long category names read better on a phone). */
  horizontal?: boolean
  /** Bar series stack on one bar per category (a tornado: the down and up swings either side of zero). */
  stacked?: boolean
  /** Shares of a whole: the first series drawn as a ring, one slice per category. */
  ring?: boolean
  /** Unit shown after values in the tooltip (万元, %, 间). */
  unit?: string
}
