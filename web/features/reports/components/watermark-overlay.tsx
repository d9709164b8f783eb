const TILES = 24

/**
 * The reader's name, phone digits and date tiled over a page. It ignores the pointer, so text stays
 * selectable and links clickable underneath, and it is hidden from assistive technology.
 */
export function WatermarkOverlay({ text }: { text: string }) {
  return (
    <div
      aria-hidden
      data-testid="report-watermark"
      style={{
        position: 'absolute',
        inset: 0,
        overflow: 'hidden',
        pointerEvents: 'none',
        userSelect: 'none',
        display: 'grid',
        gridTemplateColumns: 'repeat(4, 1fr)',
        alignItems: 'center',
        justifyItems: 'center',
      }}
    >
      {Array.from({ length: TILES }, (_, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: identical, static tiles
          key={i}
          style={{
            transform: 'rotate(-30deg)',
            color: 'rgba(120, 120, 120, 0.22)',
            fontSize: 14,
            whiteSpace: 'nowrap',
          }}
        >
          {text}
        </span>
      ))}
    </div>
  )
}
