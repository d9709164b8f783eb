import { Typography } from 'antd'
import { site } from '#common/site'

const column = { maxWidth: 760, margin: '0 auto', padding: '24px 16px 48px', lineHeight: 1.8 } as const
const { Title, Paragraph } = Typography

/**
 * /privacy — the privacy notice (个人信息保护法 art. 17), readable without logging in and linked from /login.
 * It states only what the product does; facts only the operator knows come from common/site.ts (ADR 017).
 */
export function Component() {
  const p = site.privacy
  return (
    <main style={column}>
      <title>{`隐私政策 - ${site.title}`}</title>
      <Title level={2}>隐私政策</Title>
      <Paragraph>
        本政策说明{site.name}（运营方：{p.operatorLegalName}，地址：{p.operatorAddress}
        ）在您使用本平台时收集哪些个人信息、为什么收集、保存多久，以及您如何查看、下载和删除这些信息。生效日期：
        {p.effectiveDate}。
      </Paragraph>

      <Title level={3}>一、我们收集哪些信息，为什么收集</Title>
      <ul>
        <li>手机号：用于短信验证码登录和识别您的账号。手机号由管理员在开通账号时录入。</li>
        <li>姓名（用户名）、用户类型、所属机构：用于显示您的身份，并决定您能看到哪些页面和项目。</li>
        <li>
          登录记录：每次发送验证码、登录、刷新和退出的时间与 IP
          地址，以及登录会话使用的浏览器信息，用于账号安全（例如发现异常登录、限制频繁尝试）。
        </li>
        <li>操作记录（审计日志）：您在平台中做出的管理类操作，用于追溯“谁在何时改了什么”。</li>
        <li>您上传的文件、发表的项目评论、提交的采购申请：用于您参与的项目协作。</li>
      </ul>
      <Paragraph>我们不收集您的身份证件、位置、通讯录，也不将您的信息用于广告。</Paragraph>

      <Title level={3}>二、保存多久</Title>
      <Paragraph>
        登录记录（验证码发送、登录和退出记录、已结束的会话、验证码、短信发送记录）最长保存 180
        天（运营方可另行配置，以本平台实际配置为准），到期后自动删除。账号信息在您的账号存续期间保存；账号注销后按下文“删除”处理。
      </Paragraph>

      <Title level={3}>三、您的权利和行使方式</Title>
      <ul>
        <li>
          查看和下载：登录后点击右上角账号菜单中的“个人信息”，可查看平台保存的您的全部个人信息，并下载为 JSON 文件。
        </li>
        <li>更正：姓名、手机号、所属机构有误时，请联系您所在机构的管理员或下方联系人更正。</li>
        <li>
          删除（注销账号）：在“个人信息”页面提交注销申请，由管理员核实后执行。执行后您的账号停用、所有登录失效，姓名、手机号、头像被删除；为满足安全审计要求，操作记录会保留，但其中的您以“已注销用户-编号”的化名出现，不再能识别到您本人。
        </li>
        <li>撤回同意、投诉或其他请求：请联系 {p.contact}。</li>
      </ul>

      <Title level={3}>四、共享和对外提供</Title>
      <Paragraph>
        短信验证码通过短信服务商发送，只向其提供您的手机号和验证码。除法律法规要求外，我们不向其他第三方提供您的个人信息。
      </Paragraph>

      <Title level={3}>五、联系我们</Title>
      <Paragraph>
        {site.firmName}：{p.contact}
      </Paragraph>
      <Paragraph>
        <a href="/login">返回登录</a>
      </Paragraph>
    </main>
  )
}
