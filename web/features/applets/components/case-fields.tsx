import { Col, Form, Row, Select } from 'antd'
import { roomsField } from '#common/applets/fields'
import { cityTierLabels, cityTiers, positioningLabels, positionings } from '#common/intel'
import { choiceOptions } from '../lib/calculator.ts'

const segmentOptions = choiceOptions(positionings, positioningLabels)
const tierOptions = choiceOptions(cityTiers, cityTierLabels)

/**
 * The case a tool's defaults are drawn for: segment on the one scale of common/intel.ts, and city tier. Changing
 * either reloads the benchmark defaults (the tool does that in its onValuesChange).
 */
export function CaseFields({ tier = true }: { tier?: boolean }) {
  return (
    <Row gutter={16}>
      <Col xs={12} lg={8}>
        <Form.Item name="segment" label="酒店定位" tooltip="切换后按基准表重新载入该定位的默认值">
          <Select options={segmentOptions} aria-label="酒店定位" />
        </Form.Item>
      </Col>
      {tier && (
        <Col xs={12} lg={8}>
          <Form.Item name="tier" label="城市等级" tooltip="切换后按基准表重新载入该城市等级的默认值">
            <Select options={tierOptions} aria-label="城市等级" />
          </Form.Item>
        </Col>
      )}
    </Row>
  )
}

/** True when an edit changed the case, so the tool reloads its defaults for the new one. */
export function caseChanged(changed: Record<string, unknown>) {
  return 'segment' in changed || 'tier' in changed
}

/**
 * The reload of a tool whose case brings new defaults: on a change of segment or tier (or of a field in `alsoOn`), the
 * values `load` gives for the new case, with the hotel's size kept across the change.
 */
export function reloadCase<I extends { rooms: number }>(load: (all: I, rooms: number) => I, alsoOn: string[] = []) {
  return (changed: Partial<I>, all: I, defaults: I): I | undefined =>
    caseChanged(changed) || alsoOn.some((name) => name in changed) ? load(all, keptRooms(all, defaults)) : undefined
}

/** The hotel's size across a change of case: the rooms entered when they are valid, else the default's. */
export function keptRooms(all: { rooms: number }, defaults: { rooms: number }): number {
  return roomsField.safeParse(all.rooms).success ? all.rooms : defaults.rooms
}
