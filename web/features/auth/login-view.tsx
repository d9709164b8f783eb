import { LockOutlined, MobileOutlined } from '@ant-design/icons'
import { Button, ConfigProvider, Form, Input, Space } from 'antd'
import zhCN from 'antd/es/locale/zh_CN'
import { site } from '#common/site'
import { SiteFooter } from '#web/components/site-footer.tsx'
import { themeConfig } from '#web/lib/theme.ts'

export type LoginTexts = { title: string; subtitle: string }
export const defaultLoginTexts: LoginTexts = { title: site.title, subtitle: '短信验证码登录' }

/**
 * The /login screen drawn with antd. It is rendered to static HTML at build time (login-prerender.tsx) and
 * brought to life by login-form.ts, so the page is usable without downloading React or antd (ADR 021).
 * Ids are the contract between the two.
 */
export function LoginView({ texts = defaultLoginTexts }: { texts?: LoginTexts }) {
  return (
    <ConfigProvider locale={zhCN} theme={themeConfig}>
      <div className="login-screen">
        <main className="login-card">
          <img src={site.logo} alt="" width={56} height={56} />
          <h1 className="login-title">{texts.title}</h1>
          <p className="login-subtitle">{texts.subtitle}</p>
          <div id="login-message" className="login-error" role="alert" hidden />
          <Form name="login" layout="vertical" requiredMark={false} size="large" autoComplete="on" noValidate>
            <Form.Item name="phone" label="手机号">
              <Input
                prefix={<MobileOutlined />}
                placeholder="请输入手机号"
                inputMode="tel"
                autoComplete="tel"
                maxLength={20}
              />
            </Form.Item>
            <Form.Item label="验证码" htmlFor="login_code">
              <Space.Compact block>
                <Form.Item name="code" noStyle>
                  <Input
                    prefix={<LockOutlined />}
                    placeholder="6 位验证码"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                  />
                </Form.Item>
                <Button id="login-send" style={{ minWidth: 120 }} autoInsertSpace={false}>
                  获取验证码
                </Button>
              </Space.Compact>
            </Form.Item>
            <p id="login-notice" className="login-notice" role="status" />
            <Button id="login-submit" type="primary" htmlType="submit" block autoInsertSpace={false}>
              登录
            </Button>
          </Form>
          <p className="login-privacy">
            登录即表示您已阅读并同意<a href="/privacy">《隐私政策》</a>
          </p>
        </main>
        <SiteFooter />
      </div>
    </ConfigProvider>
  )
}
