import {
  AppstoreOutlined,
  CalculatorOutlined,
  EnvironmentOutlined,
  FilePdfOutlined,
  FileTextOutlined,
  FolderOutlined,
  LinkOutlined,
  PaperClipOutlined,
  ProjectOutlined,
} from '@ant-design/icons'
import type { NodeKind } from '#common/content'

const icons: Record<NodeKind, typeof FileTextOutlined> = {
  group: FolderOutlined,
  page: FileTextOutlined,
  report: FilePdfOutlined,
  file: PaperClipOutlined,
  link: LinkOutlined,
  applet: CalculatorOutlined,
  map: EnvironmentOutlined,
  wall: AppstoreOutlined,
  project_list: ProjectOutlined,
}

export const nodeKindLabels: Record<NodeKind, string> = {
  group: '分组',
  page: '资料页',
  report: '报告',
  file: '文件',
  link: '链接',
  applet: '工具',
  map: '地图',
  wall: '数据墙',
  project_list: '项目',
}

export function NodeIcon({ kind }: { kind: NodeKind }) {
  const Icon = icons[kind]
  return <Icon aria-hidden />
}
