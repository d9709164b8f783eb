import { Alert, Card, Col, Flex, Form, Row, Select } from 'antd'
import {
  type FeasibilityInput,
  feasibilityDefaultsFor,
  feasibilityInputSchema,
  feasibilityStartCase,
} from '../../../../common/applets/feasibility.ts'
import { feasibilityCaseDefaults } from '../../../../common/applets/feasibility-cases.ts'
import { projectCaseLabels, projectCases } from '../../../../common/applets/feasibility-construction.ts'
import { analyseFeasibility } from '../../../../common/applets/feasibility-sensitivity.ts'
import {
  feasibilityFieldNotes,
  feasibilityParamLabels,
  feasibilitySections,
  feasibilitySources,
} from '../lib/feasibility-fields.ts'
import { useToolInputs } from '../lib/use-tool-inputs.ts'
import { CaseFields, caseChanged } from './case-fields.tsx'
import { FeasibilityResults } from './feasibility-results.tsx'
import { FieldSections } from './field-sections.tsx'
import { IgnoredParams } from './ignored-params.tsx'
import { SourceList } from './source-list.tsx'

const defaults = feasibilityDefaultsFor(feasibilityStartCase.segment, feasibilityStartCase.tier)
const schemas = feasibilityInputSchema.shape
const caseOptions = projectCases.map((value) => ({ value, label: projectCaseLabels[value] }))

export function FeasibilityTool() {
  const tool = useToolInputs(feasibilityInputSchema, defaults, analyseFeasibility)
  const { form, live } = tool
  const segment = Form.useWatch('segment', form) ?? tool.initialValues.segment
  const tier = Form.useWatch('tier', form) ?? tool.initialValues.tier

  function onValuesChange(changed: Partial<FeasibilityInput>, all: FeasibilityInput) {
    if (!caseChanged(changed) && !('projectCase' in changed)) return tool.onValuesChange(changed, all)
    // A new case brings its benchmark defaults (and its schedule and cost items); the hotel's size stays.
    const rooms = schemas.rooms.safeParse(all.rooms).success ? all.rooms : defaults.rooms
    const next = feasibilityCaseDefaults(all.segment, all.tier, all.projectCase ?? 'new_build', rooms)
    form.setFieldsValue(next)
    tool.onValuesChange(changed, next)
  }

  return (
    <Flex vertical gap={16}>
      <IgnoredParams ignored={tool.ignored} labels={feasibilityParamLabels} />
      <Card title="输入假设" size="small">
        <Form
          form={form}
          layout="vertical"
          initialValues={tool.initialValues}
          onValuesChange={onValuesChange}
          requiredMark={false}
        >
          <CaseFields />
          <Row gutter={16}>
            <Col xs={24} lg={8}>
              <Form.Item name="projectCase" label="项目情形" tooltip="新建、改造与收购各有其建设期、投资构成与贷款方式">
                <Select options={caseOptions} aria-label="项目情形" />
              </Form.Item>
            </Col>
          </Row>
          <FieldSections
            sections={feasibilitySections}
            schemas={schemas}
            selector={{ segment, tier }}
            notes={feasibilityFieldNotes(tier)}
          />
        </Form>
      </Card>
      {live ? (
        <FeasibilityResults input={live.input} analysis={live.result} />
      ) : (
        <Alert type="error" showIcon title="有输入项不符合要求，请按红色提示修改后查看测算结果。" />
      )}
      <SourceList sources={feasibilitySources(segment, tier)} />
    </Flex>
  )
}
