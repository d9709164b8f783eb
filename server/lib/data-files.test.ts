import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { readAs } from '../test-support/data-file.ts'
import { readDataFile } from './data-files.ts'

const schema = z.array(z.strictObject({ name: z.string(), rooms: z.int().positive() }))

describe('data files', () => {
  it('reads a YAML file into the shape its schema gives', () => {
    expect(readAs('demo/hotels.yaml', '- name: 湖畔\n  rooms: 180\n', schema)).toEqual({
      data: [{ name: '湖畔', rooms: 180 }],
    })
  })

  it('refuses a wrong value and an unknown field, naming the file, the line and the field', () => {
    const { message } = readAs(
      'demo/hotels.yaml',
      '- name: 湖畔\n  rooms: 180\n- name: 山居\n  rooms: -3\n  floor: 2\n',
      schema,
    )
    expect(message).toContain('content/demo/hotels.yaml:4: [1].rooms: ')
    expect(message).toContain('content/demo/hotels.yaml:5: [1].floor: 不认识的字段')
  })

  it('refuses YAML it cannot read and a missing file', () => {
    expect(readAs('demo/hotels.yaml', '- name: [湖畔\n', schema).message).toMatch(
      /content\/demo\/hotels\.yaml:\d+: YAML 写法有误/,
    )
    const dir = mkdtempSync(join(tmpdir(), 'data-file-'))
    try {
      expect(() => readDataFile('demo/none.yaml', schema, dir)).toThrow('content/demo/none.yaml: 文件不存在')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
