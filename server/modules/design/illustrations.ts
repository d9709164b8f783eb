import { mulberry32 } from '#server/lib/random'
import { type Canvas, canvas, encodePng, fillCircle, fillPolygon, fillRect, gradient, mix, type Rgb } from './png.ts'

/** What a demo case picture shows; each is drawn from shapes, so the seed needs no network and no image files. */
export const scenes = ['lakeside', 'tower', 'courtyard', 'seaside', 'lobby', 'guestroom', 'restaurant'] as const
export type Scene = (typeof scenes)[number]

export const illustrationSize = { width: 640, height: 400 } as const

const ink: Rgb = [28, 30, 36]
const warm: Rgb = [246, 214, 160]

/** A PNG illustration of the scene; `seed` varies details so two cases of one scene differ. */
export function renderIllustration(scene: Scene, seed: number): Uint8Array {
  const c = canvas(illustrationSize.width, illustrationSize.height)
  const random = mulberry32(seed)
  painters[scene](c, random)
  return encodePng(c)
}

const painters: Record<Scene, (c: Canvas, random: () => number) => void> = {
  lakeside(c, random) {
    gradient(c, 0, 230, [120, 160, 205], [232, 206, 180])
    fillCircle(c, 470, 120, 28, [255, 236, 200])
    mountains(c, random, 200, [92, 118, 120])
    mountains(c, random, 225, [62, 88, 86])
    gradient(c, 230, 400, [110, 150, 170], [40, 70, 90])
    for (let i = 0; i < 5; i++) pavilion(c, 60 + i * 110 + random() * 20, 250 - (i % 2) * 12, 80)
    for (let y = 300; y < 400; y += 12)
      fillRect(c, 80 + random() * 400, y, 140 + random() * 400, y + 2, [150, 185, 200])
  },
  tower(c, random) {
    gradient(c, 0, 330, [40, 54, 92], [214, 140, 110])
    for (let i = 0; i < 9; i++) {
      const w = 40 + random() * 40
      const x = i * 72 + random() * 10
      const top = 150 + random() * 120
      fillRect(c, x, top, x + w, 330, [48, 52, 70])
    }
    fillRect(c, 250, 40, 390, 330, [30, 34, 48])
    for (let y = 56; y < 320; y += 14) {
      for (let x = 262; x < 380; x += 14) fillRect(c, x, y, x + 8, y + 8, random() > 0.35 ? warm : [70, 80, 100])
    }
    gradient(c, 330, 400, [60, 60, 66], [30, 30, 34])
    fillRect(c, 0, 352, 640, 356, [200, 190, 170])
  },
  courtyard(c, random) {
    gradient(c, 0, 140, [170, 196, 214], [226, 224, 212])
    fillRect(c, 0, 140, 640, 260, [232, 228, 218])
    fillPolygon(
      c,
      [
        [0, 150],
        [320, 100],
        [640, 150],
        [640, 170],
        [0, 170],
      ],
      [54, 58, 64],
    )
    for (let x = 40; x < 640; x += 120) fillRect(c, x, 190, x + 60, 250, [120, 84, 56])
    gradient(c, 260, 400, [160, 150, 132], [120, 112, 98])
    fillPolygon(
      c,
      [
        [180, 300],
        [460, 300],
        [520, 380],
        [120, 380],
      ],
      [70, 110, 120],
    )
    tree(c, 90, 330, 60, random)
    tree(c, 560, 320, 70, random)
    for (let i = 0; i < 6; i++) fillCircle(c, 200 + i * 45, 340 + random() * 20, 5, [214, 96, 64])
  },
  seaside(c, random) {
    gradient(c, 0, 210, [90, 160, 220], [200, 230, 240])
    fillCircle(c, 120, 80, 30, [255, 246, 210])
    gradient(c, 210, 280, [30, 120, 170], [60, 170, 190])
    gradient(c, 280, 400, [236, 220, 190], [214, 194, 160])
    fillPolygon(
      c,
      [
        [300, 300],
        [620, 300],
        [640, 390],
        [260, 390],
      ],
      [70, 190, 210],
    )
    for (let i = 0; i < 4; i++)
      fillRect(c, 320 + i * 70, 320 + random() * 10, 360 + i * 70, 326 + random() * 10, [240, 244, 250])
    palm(c, 120, 380, 170)
    palm(c, 200, 390, 130)
    fillRect(c, 420, 150, 600, 210, [244, 240, 232])
    for (let x = 430; x < 590; x += 24) fillRect(c, x, 160, x + 14, 200, [120, 170, 200])
  },
  lobby(c, random) {
    gradient(c, 0, 260, [60, 48, 40], [120, 96, 74])
    gradient(c, 260, 400, [96, 78, 60], [70, 56, 44])
    fillPolygon(
      c,
      [
        [0, 400],
        [200, 260],
        [440, 260],
        [640, 400],
      ],
      [176, 150, 120],
    )
    for (let i = 0; i < 8; i++)
      fillPolygon(
        c,
        [
          [i * 80, 400],
          [200 + i * 30, 260],
          [204 + i * 30, 260],
          [i * 80 + 6, 400],
        ],
        [150, 126, 100],
      )
    for (const x of [60, 180, 460, 580]) fillRect(c, x - 12, 20, x + 12, 340, [210, 196, 170])
    fillRect(c, 240, 210, 400, 262, [80, 56, 40])
    fillRect(c, 236, 204, 404, 212, [220, 200, 160])
    for (let i = 0; i < 5; i++) {
      const x = 200 + i * 60 + random() * 8
      fillRect(c, x, 0, x + 1, 90 + i * 6, [200, 190, 170])
      fillCircle(c, x, 96 + i * 6, 10, warm)
    }
    fillRect(c, 280, 120, 360, 190, [40, 70, 60])
  },
  guestroom(c, random) {
    gradient(c, 0, 280, [214, 204, 188], [190, 178, 160])
    fillRect(c, 380, 50, 600, 230, [150, 180, 200])
    mountains(c, random, 200, [110, 140, 150], 380, 600)
    fillRect(c, 380, 50, 600, 56, [90, 80, 70])
    fillRect(c, 486, 50, 494, 230, [90, 80, 70])
    gradient(c, 280, 400, [120, 96, 74], [96, 76, 58])
    fillRect(c, 40, 150, 320, 200, [110, 84, 62])
    fillRect(c, 40, 200, 330, 300, [244, 242, 236])
    fillRect(c, 60, 186, 140, 214, [236, 232, 224])
    fillRect(c, 200, 186, 280, 214, [236, 232, 224])
    fillRect(c, 40, 250, 330, 262, [170, 60, 52])
    fillRect(c, 336, 230, 370, 300, [110, 84, 62])
    fillRect(c, 349, 170, 353, 230, [60, 50, 44])
    fillPolygon(
      c,
      [
        [334, 150],
        [368, 150],
        [376, 176],
        [326, 176],
      ],
      warm,
    )
  },
  restaurant(c, random) {
    gradient(c, 0, 240, [50, 40, 36], [96, 70, 56])
    for (let x = 20; x < 640; x += 100) fillRect(c, x, 40, x + 70, 200, [70, 54, 44])
    for (let x = 30; x < 640; x += 100) fillRect(c, x, 50, x + 50, 190, [150, 110, 80])
    gradient(c, 240, 400, [110, 84, 64], [70, 52, 40])
    for (let i = 0; i < 4; i++) {
      const x = 80 + i * 150
      const y = 290 + (i % 2) * 30
      fillRect(c, x - 50, y, x + 50, y + 10, [236, 230, 220])
      fillRect(c, x - 4, y + 10, x + 4, y + 60, [50, 40, 34])
      fillRect(c, x - 70, y - 30, x - 56, y + 40, [130, 40, 36])
      fillRect(c, x + 56, y - 30, x + 70, y + 40, [130, 40, 36])
      fillRect(c, x, 0, x + 1, 150 + random() * 40, [200, 190, 170])
      fillCircle(c, x, 160 + random() * 30, 12, warm)
    }
  },
}

function mountains(c: Canvas, random: () => number, base: number, color: Rgb, from = 0, to = c.width) {
  const points: [number, number][] = [[from, base]]
  for (let x = from; x <= to; x += 40) points.push([x, base - 30 - random() * 70])
  points.push([to, base])
  fillPolygon(c, points, color)
}

function pavilion(c: Canvas, x: number, y: number, w: number) {
  fillRect(c, x + 8, y, x + w - 8, y + 26, [214, 200, 176])
  for (let i = 12; i < w - 12; i += 14) fillRect(c, x + i, y + 6, x + i + 8, y + 20, warm)
  fillPolygon(
    c,
    [
      [x - 6, y + 2],
      [x + w / 2, y - 16],
      [x + w + 6, y + 2],
    ],
    ink,
  )
}

function tree(c: Canvas, x: number, y: number, size: number, random: () => number) {
  fillRect(c, x - 4, y - size, x + 4, y, [80, 60, 44])
  for (let i = 0; i < 6; i++) {
    fillCircle(
      c,
      x + (random() - 0.5) * size,
      y - size - random() * size * 0.6,
      size * 0.3,
      mix([60, 110, 70], [90, 140, 80], random()),
    )
  }
}

function palm(c: Canvas, x: number, y: number, h: number) {
  for (let i = 0; i < h; i++)
    fillRect(c, x + Math.sin(i / 40) * 14 - 4, y - i, x + Math.sin(i / 40) * 14 + 4, y - i + 1, [120, 90, 60])
  const top: [number, number] = [x + Math.sin(h / 40) * 14, y - h]
  for (const [dx, dy] of [
    [-60, 20],
    [60, 20],
    [-40, -20],
    [40, -20],
    [0, -30],
  ] as const) {
    fillPolygon(c, [top, [top[0] + dx, top[1] + dy], [top[0] + dx * 0.8, top[1] + dy + 10]], [50, 120, 60])
  }
}
