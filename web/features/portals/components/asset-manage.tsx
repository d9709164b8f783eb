import { Alert, Button, Flex, Form, InputNumber, Modal, Radio, Switch, Typography } from 'antd'
import { useState } from 'react'
import type { z } from 'zod'
import type { AgreementTerms } from '#common/asset/fees'
import { type AlertThresholds, agreementTerms, alertThresholds } from '#common/asset/schemas'
import { ImportIssueTable, SheetImportDialog } from '#web/components/sheet-import.tsx'
import { useFeedback } from '#web/lib/feedback.ts'
import {
  downloadPnlTemplate,
  type PnlImportAnswer,
  uploadPnl,
  useSaveAgreement,
  useSaveThresholds,
} from '../api/asset.ts'

/**
 * The P&L and budget import: the template, a sheet checked row by row first (every issue with its row and column),
 * then imported as a whole; a failed import changes nothing.
 */
export function PnlImportDialog(props: { onClose: () => void }) {
  return (
    <SheetImportDialog
      title="导入月度损益或预算"
      width="min(880px, 100vw)"
      intro={
        <>
          每家酒店每月一行，“类型”填实际或预算；金额单位为元。上传后先逐行核对合计、月份与权限，全部无误才能导入；
          重新导入某月会替换该月并保留旧版本。
        </>
      }
      onTemplate={downloadPnlTemplate}
      accept=".xlsx"
      dropLabel="点击或拖拽 .xlsx 文件到这里"
      preview={(file, onProgress) => uploadPnl(file, true, onProgress)}
      commit={(file, onProgress) => uploadPnl(file, false, onProgress)}
      working={{ preview: '上传完成，正在逐行检查…', commit: '正在导入…' }}
      renderPreview={(preview) => <ImportIssues preview={preview} />}
      commitLabel={(preview) => (preview.issues.length > 0 ? undefined : `导入 ${preview.months} 个月`)}
      done={(answer) => ({
        title: `已导入 ${answer.months} 个月的数据，涉及 ${answer.hotels} 家酒店`,
        subTitle: `${answer.replaced ? `替换了 ${answer.replaced} 个已有月份（旧版本已保留）。` : ''}来自文件：${answer.file_name}`,
      })}
      invalidates={['asset']}
      onClose={props.onClose}
    />
  )
}

function ImportIssues({ preview }: { preview: PnlImportAnswer }) {
  if (preview.issues.length === 0)
    return (
      <Alert
        type="success"
        showIcon
        title={`共 ${preview.months} 个月、${preview.hotels} 家酒店，全部核对无误，可以导入`}
      />
    )
  const rows = new Set(preview.issues.map((i) => i.row)).size
  return (
    <Flex vertical gap={12}>
      <Alert
        type="error"
        showIcon
        title={`${rows} 行有误，共 ${preview.issues.length} 个问题`}
        description="有误时不会导入任何数据。请在表格中修正下列行后重新上传。"
      />
      <ImportIssueTable issues={preview.issues} columnWidth={150} />
    </Flex>
  )
}

/**
 * Saving a dialog's values: they are checked against `schema` first; once saved, `done` is said and the dialog
 * closes. When the check or the save fails the dialog stays open with the reason in `error`.
 */
function useCheckedSave<T>(
  schema: z.ZodType<T>,
  save: (value: T) => Promise<unknown>,
  done: string,
  onClose: () => void,
) {
  const { message } = useFeedback()
  const [error, setError] = useState<string>()
  const submit = async (value: unknown) => {
    setError(undefined)
    const parsed = schema.safeParse(value)
    if (!parsed.success) {
      setError(parsed.error.issues.map((i) => i.message).join('；'))
      return
    }
    try {
      await save(parsed.data)
      message.success(done)
      onClose()
    } catch (e) {
      setError((e as Error).message)
    }
  }
  return { error, submit }
}

type AgreementForm = Omit<AgreementTerms, 'owner_priority' | 'key_money' | 'performance_test'> & {
  owner_priority_wan: number
  key_money_wan: number
  test_on: boolean
  revpar_index_below: number
  gop_shortfall_pct: number
  years: number
}

const blankTerms: AgreementTerms = {
  base_fee_pct: 2,
  incentive_fee_pct: 8,
  incentive_basis: 'adjusted_gop',
  owner_priority: 0,
  ffe_reserve_pct: 4,
  key_money: 0,
  performance_test: { revpar_index_below: 90, gop_shortfall_pct: 10, years: 2 },
}

/** The management agreement's terms for one hotel: fees, FF&E reserve, key money and the performance test. */
export function AgreementDialog(props: {
  hotelId: string
  hotelName: string
  terms: AgreementTerms | null
  onClose: () => void
}) {
  const save = useSaveAgreement(props.hotelId)
  const { error, submit: check } = useCheckedSave(
    agreementTerms,
    save.mutateAsync,
    '管理合同条款已保存，费用核查与业绩考核已按新条款重算',
    props.onClose,
  )
  const start = props.terms ?? blankTerms
  const [form] = Form.useForm<AgreementForm>()
  const basis = Form.useWatch('incentive_basis', form)
  const testOn = Form.useWatch('test_on', form)
  const initial: AgreementForm = {
    base_fee_pct: start.base_fee_pct,
    incentive_fee_pct: start.incentive_fee_pct,
    incentive_basis: start.incentive_basis,
    owner_priority_wan: start.owner_priority / 10_000,
    ffe_reserve_pct: start.ffe_reserve_pct,
    key_money_wan: start.key_money / 10_000,
    test_on: Boolean(start.performance_test),
    revpar_index_below: start.performance_test?.revpar_index_below ?? 90,
    gop_shortfall_pct: start.performance_test?.gop_shortfall_pct ?? 10,
    years: start.performance_test?.years ?? 2,
  }

  const submit = (v: AgreementForm) =>
    check({
      base_fee_pct: v.base_fee_pct,
      incentive_fee_pct: v.incentive_fee_pct,
      incentive_basis: v.incentive_basis,
      owner_priority: v.incentive_basis === 'adjusted_gop' ? Math.round((v.owner_priority_wan ?? 0) * 10_000) : 0,
      ffe_reserve_pct: v.ffe_reserve_pct,
      key_money: Math.round((v.key_money_wan ?? 0) * 10_000),
      performance_test: v.test_on
        ? { revpar_index_below: v.revpar_index_below, gop_shortfall_pct: v.gop_shortfall_pct, years: v.years }
        : null,
    })

  const pct = (max: number) => ({ min: 0, max, step: 0.1, suffix: '%', style: { width: '100%' } })
  return (
    <Modal
      open
      title={`管理合同条款：${props.hotelName}`}
      width="min(640px, 100vw)"
      onCancel={props.onClose}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
    >
      <Form<AgreementForm> form={form} layout="vertical" initialValues={initial} onFinish={submit}>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Flex gap={16} wrap>
          <Form.Item name="base_fee_pct" label="基本管理费（营业收入的 %）" style={{ flex: '1 1 240px' }} required>
            <InputNumber {...pct(20)} />
          </Form.Item>
          <Form.Item name="ffe_reserve_pct" label="FF&E 准备金（营业收入的 %）" style={{ flex: '1 1 240px' }} required>
            <InputNumber {...pct(10)} />
          </Form.Item>
        </Flex>
        <Form.Item name="incentive_basis" label="奖励管理费基数">
          <Radio.Group
            options={[
              { value: 'gop', label: 'GOP' },
              { value: 'adjusted_gop', label: '调整后 GOP 超过业主优先回报的部分' },
            ]}
          />
        </Form.Item>
        <Flex gap={16} wrap>
          <Form.Item name="incentive_fee_pct" label="奖励管理费率" style={{ flex: '1 1 240px' }} required>
            <InputNumber {...pct(50)} />
          </Form.Item>
          {basis === 'adjusted_gop' && (
            <Form.Item
              name="owner_priority_wan"
              label="业主优先回报（每年，万元）"
              style={{ flex: '1 1 240px' }}
              extra="调整后 GOP = GOP − 基本管理费 − FF&E 准备金；低于优先回报时不计奖励管理费"
            >
              <InputNumber min={0} step={10} style={{ width: '100%' }} />
            </Form.Item>
          )}
        </Flex>
        <Form.Item name="key_money_wan" label="签约保证金 Key Money（万元，签约时一次性，仅展示）">
          <InputNumber min={0} step={10} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="test_on" label="业绩考核（Performance Test）" valuePropName="checked">
          <Switch checkedChildren="启用" unCheckedChildren="不设" />
        </Form.Item>
        {testOn && (
          <Flex gap={16} wrap>
            <Form.Item name="revpar_index_below" label="RevPAR 指数低于" style={{ flex: '1 1 150px' }}>
              <InputNumber min={0} max={200} step={1} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="gop_shortfall_pct" label="且 GOP 低于预算超过" style={{ flex: '1 1 150px' }}>
              <InputNumber {...pct(100)} />
            </Form.Item>
            <Form.Item name="years" label="连续年数" style={{ flex: '1 1 120px' }}>
              <InputNumber min={1} max={5} step={1} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Flex>
        )}
      </Form>
    </Modal>
  )
}

const thresholdFields: { key: keyof AlertThresholds; label: string }[] = [
  { key: 'revenue_pct', label: '营业收入' },
  { key: 'revpar_pct', label: 'RevPAR' },
  { key: 'gop_pct', label: 'GOP' },
  { key: 'ebitda_pct', label: 'EBITDA' },
]

/** The owner's alert thresholds: a year-to-date shortfall against budget or last year beyond them is flagged. */
export function ThresholdsDialog(props: { organizationId: string; thresholds: AlertThresholds; onClose: () => void }) {
  const save = useSaveThresholds(props.organizationId)
  const { error, submit } = useCheckedSave(
    alertThresholds,
    save.mutateAsync,
    '预警阈值已保存，适用于本机构的全部酒店',
    props.onClose,
  )
  const [form] = Form.useForm<AlertThresholds>()
  return (
    <Modal
      open
      title="预警阈值"
      width="min(520px, 100vw)"
      onCancel={props.onClose}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
    >
      <Typography.Paragraph type="secondary">
        年累计低于预算或去年同期超过下列幅度时提示预警（适用于本机构的全部酒店）。
      </Typography.Paragraph>
      <Form<AlertThresholds> form={form} layout="vertical" initialValues={props.thresholds} onFinish={submit}>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Flex gap={16} wrap>
          {thresholdFields.map((f) => (
            <Form.Item key={f.key} name={f.key} label={`${f.label}低于`} style={{ flex: '1 1 200px' }}>
              <InputNumber min={0} max={100} step={1} suffix="%" style={{ width: '100%' }} />
            </Form.Item>
          ))}
        </Flex>
      </Form>
    </Modal>
  )
}

/** The buttons beside a hotel's figures: import, the agreement and (for the owner's organization) the thresholds. */
export function AssetTools(props: {
  hotelId: string
  hotelName: string
  agreement: AgreementTerms | null
  thresholds: AlertThresholds
  organizationId?: string
}) {
  const [open, setOpen] = useState<'import' | 'agreement' | 'thresholds' | null>(null)
  const close = () => setOpen(null)
  return (
    <Flex gap={8} wrap>
      <Button onClick={() => setOpen('import')}>导入损益 / 预算</Button>
      <Button onClick={() => setOpen('agreement')}>{props.agreement ? '修改管理合同条款' : '录入管理合同条款'}</Button>
      {props.organizationId && <Button onClick={() => setOpen('thresholds')}>预警阈值</Button>}
      {open === 'import' && <PnlImportDialog onClose={close} />}
      {open === 'agreement' && (
        <AgreementDialog hotelId={props.hotelId} hotelName={props.hotelName} terms={props.agreement} onClose={close} />
      )}
      {open === 'thresholds' && props.organizationId && (
        <ThresholdsDialog organizationId={props.organizationId} thresholds={props.thresholds} onClose={close} />
      )}
    </Flex>
  )
}
