import { Input, Modal, Spin } from 'antd'
import { lazy, Suspense, useState } from 'react'
import { CONFIRM_WIDTH, globalModal, MODAL_WIDTH, type ModalState } from './modal-store.ts'
import { defaultValues, type OptionValues, validateOptions, visibleValues } from './options.ts'

// The options form pulls in select, cascader and upload: loaded only when a form is opened.
const OptionsForm = lazy(() => import('./options-form.tsx').then((m) => ({ default: m.OptionsForm })))

/** `{ field: message }` from an error that names fields (ApiError.fields), or undefined. */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  const fields = (error as { fields?: unknown } | null)?.fields
  if (!fields || typeof fields !== 'object') return undefined
  const entries = Object.entries(fields).map(([key, text]) => [key, String(text)] as const)
  return entries.length > 0 ? Object.fromEntries(entries) : undefined
}

/**
 * One dialog of the global modal: alert, confirm, query, prompt, options form or loading (docs/shell.md § Global
 * modal).
 */
export function ModalFor({ state }: { state: Exclude<ModalState, { kind: 'hidden' }> }) {
  const [busy, setBusy] = useState(false)
  const [text, setText] = useState(state.kind === 'prompt' ? (state.defaultValue ?? '') : '')
  const [values, setValues] = useState<OptionValues>(() =>
    state.kind === 'options' ? defaultValues(state.options) : {},
  )
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [tried, setTried] = useState(false)

  /**
   * Runs the callback and closes on success. A callback that throws keeps the dialog open with what was typed
   * (it has already said why); errors naming fields (an API answer's `fields`) show under those fields.
   */
  const run = async (action: () => unknown) => {
    setBusy(true)
    try {
      await action()
      globalModal.reset()
    } catch (error) {
      const fields = fieldErrorsOf(error)
      if (fields) setErrors(fields)
    } finally {
      setBusy(false)
    }
  }

  if (state.kind === 'loading') {
    return (
      <Modal open closable={false} footer={null} mask={{ closable: false }} width={CONFIRM_WIDTH} centered>
        <Spin tip={state.title ?? '请稍候...'}>
          <div style={{ height: 64 }} />
        </Spin>
      </Modal>
    )
  }

  const onOk = () => {
    switch (state.kind) {
      case 'alert':
        return run(() => state.cb?.())
      case 'confirm':
        return run(state.cb)
      case 'query':
        return run(() => state.cb(true))
      case 'prompt':
        return run(() => state.cb(text))
      case 'options': {
        const found = validateOptions(state.options, values)
        setErrors(found)
        setTried(true)
        if (Object.keys(found).length > 0) return
        return run(() => state.cb(visibleValues(state.options, values)))
      }
    }
  }

  const onCancel = () => {
    if (state.kind === 'query') return run(() => state.cb(false))
    globalModal.reset()
  }

  const small = state.kind === 'confirm' || state.kind === 'query' || state.kind === 'alert'
  return (
    <Modal
      open
      title={state.title}
      width={small ? CONFIRM_WIDTH : MODAL_WIDTH}
      okText={state.kind === 'query' ? '是' : '确定'}
      cancelText={state.kind === 'query' ? '否' : '取消'}
      cancelButtonProps={state.kind === 'alert' ? { style: { display: 'none' } } : undefined}
      confirmLoading={busy}
      onOk={onOk}
      onCancel={onCancel}
      destroyOnHidden
    >
      {'content' in state && state.content}
      {state.kind === 'prompt' && (
        <Input
          autoFocus
          aria-label={state.title}
          placeholder={state.placeholder}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onPressEnter={onOk}
        />
      )}
      {state.kind === 'options' && (
        <Suspense fallback={<Spin />}>
          <OptionsForm
            options={state.options}
            values={values}
            errors={errors}
            onChange={(key, value) => {
              const next = { ...values, [key]: value }
              setValues(next)
              if (tried) setErrors(validateOptions(state.options, next))
            }}
          />
        </Suspense>
      )}
    </Modal>
  )
}
