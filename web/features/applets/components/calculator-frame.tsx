import { Alert, Button, Card, Col, Flex, Form, Radio, Row, Select, Typography } from 'antd'
import { type ComponentType, useMemo } from 'react'
import {
  type Calculator,
  calculatorCase,
  calculatorFieldSchemas,
  calculatorLabels,
  calculatorSelector,
} from '../lib/calculator.ts'
import { sectionSources } from '../lib/tool-fields.ts'
import { useToolInputs } from '../lib/use-tool-inputs.ts'
import { CaseFields } from './case-fields.tsx'
import { FieldSections } from './field-sections.tsx'
import { FigureNotes } from './figure-notes.tsx'
import { IgnoredParams } from './ignored-params.tsx'
import { SourceList } from './source-list.tsx'
import { SummaryGrid } from './summary-grid.tsx'
import { ToolActions } from './tool-actions.tsx'
import { Verdict } from './verdict.tsx'

/** The page component of a calculator definition (what the applet page loads lazily for each tool). */
export function calculatorTool<I extends object, R>(calculator: Calculator<I, R>): ComponentType {
  return function CalculatorTool() {
    return <CalculatorFrame calculator={calculator} />
  }
}

/**
 * Renders any calculator definition: the case and choices, the number fields with their benchmark help, the inputs
 * mirrored in the URL (a bad link parameter falls back to its default on its own and is named), the live result
 * with its key figures, verdict, charts and tables, the Excel and PDF exports, and the sources of the defaults.
 */
export function CalculatorFrame<I extends object, R>({ calculator: c }: { calculator: Calculator<I, R> }) {
  const tool = useToolInputs(c.schema, c.defaults, c.calculate)
  const { form, live } = tool
  const watched = Form.useWatch((all: Partial<I>) => all, form)
  const values = { ...tool.initialValues, ...watched } as I
  const sections = c.sections(values)
  const asked = calculatorCase(c)
  const selector = calculatorSelector(c, values)
  const choices = c.choices ?? []

  /** Writes values the user did not type (benchmark defaults), keeps the URL in step and re-checks them. */
  function setValues(changed: Partial<I>, next: I) {
    form.setFieldsValue(next)
    tool.onValuesChange(changed, next)
    void form.validateFields(Object.keys(next)).catch(() => {})
  }

  function onValuesChange(changed: Partial<I>, all: I) {
    const next = c.reload?.(changed, all, c.defaults)
    if (next) setValues(changed, next)
    else tool.onValuesChange(changed, all)
  }

  return (
    <Flex vertical gap={16}>
      <IgnoredParams ignored={tool.ignored} labels={calculatorLabels(c)} />
      <Card title={c.inputTitle ?? '输入假设'} size="small">
        <Form
          form={form}
          layout="vertical"
          initialValues={tool.initialValues}
          onValuesChange={onValuesChange}
          requiredMark={false}
        >
          {asked && <CaseFields tier={asked.tier} />}
          {choices.length > 0 && (
            <Row gutter={16}>
              {choices.map((choice) => (
                <Col key={choice.name} xs={24} lg={choice.select ? 8 : Math.max(8, 24 / choices.length)}>
                  <Form.Item name={choice.name} label={choice.label} tooltip={choice.tooltip}>
                    {choice.select ? (
                      <Select options={choice.options} aria-label={choice.label} />
                    ) : (
                      <Radio.Group optionType="button" options={choice.options} />
                    )}
                  </Form.Item>
                </Col>
              ))}
            </Row>
          )}
          <FieldSections
            sections={sections}
            schemas={calculatorFieldSchemas(c)}
            selector={selector}
            notes={c.fieldNotes?.(values, live?.result)}
          />
          {c.extraInputs && <c.extraInputs form={form} onValuesChange={tool.onValuesChange} />}
          {c.restore && (
            <Button onClick={() => setValues({}, { ...(form.getFieldsValue(true) as I), ...c.restore?.(values) })}>
              恢复基准值
            </Button>
          )}
        </Form>
      </Card>
      {live ? (
        <CalculatorResults calculator={c} input={live.input} result={live.result} />
      ) : (
        <Alert
          type="error"
          showIcon
          title={c.results.invalid ?? '有输入项不符合要求，请按红色提示修改后查看测算结果。'}
        />
      )}
      <SourceList sources={c.sources?.(values) ?? sectionSources(sections, selector, c.moreSources?.(values))} />
    </Flex>
  )
}

type ResultsProps<I extends object, R> = { calculator: Calculator<I, R>; input: I; result: R }

function CalculatorResults<I extends object, R>({ calculator: c, input, result }: ResultsProps<I, R>) {
  const { results } = c
  // Built once per result, not on each keystroke of an edit that is not yet valid.
  const view = useMemo(
    () => ({
      headline: results.headline(result, input),
      verdict: results.verdict?.(input, result),
      tone: results.verdictTone?.(input, result),
      detail: results.detail?.(input, result),
      cards: results.cards.map((card) => ({
        title: typeof card.title === 'function' ? card.title(input) : card.title,
        body: card.render(input, result),
      })),
    }),
    [results, input, result],
  )
  const verdict = view.verdict && <Verdict paragraphs={view.verdict} type={view.tone} title={results.verdictTitle} />
  return (
    <Flex vertical gap={16}>
      <Card
        title={results.title ?? '测算结果'}
        size="small"
        extra={
          <ToolActions name={c.name} sheets={() => c.sheets(input, result)} summary={() => c.summary(input, result)} />
        }
      >
        <Flex vertical gap={12}>
          {results.verdictFirst && verdict}
          <SummaryGrid items={view.headline} />
          {!results.verdictFirst && verdict}
          {view.detail}
        </Flex>
      </Card>
      {view.cards.map((card) => (
        <Card key={card.title} title={card.title} size="small">
          {card.body}
        </Card>
      ))}
      <FigureNotes notes={results.notes} title={results.notesTitle} />
      {results.disclaimer && <Typography.Text type="secondary">{results.disclaimer}</Typography.Text>}
    </Flex>
  )
}
