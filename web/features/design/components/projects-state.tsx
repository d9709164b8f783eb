import type { ReactNode } from 'react'
import { QueryState } from '#web/components/query-state.tsx'
import type { useDesignProjects } from '../api/checklists.ts'

/** The design projects once loaded, or why not: loading, failed, or none yet. */
export function ProjectsState(props: { projects: ReturnType<typeof useDesignProjects>; children: ReactNode }) {
  return (
    <QueryState
      query={props.projects}
      empty={props.projects.data?.length === 0}
      emptyText="暂无设计评审项目。项目顾问为项目建立评审清单后，会显示在这里。"
    >
      {props.children}
    </QueryState>
  )
}
