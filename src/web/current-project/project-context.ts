// The project of the current page, given by ProjectGuard and read by its pages and the banner (own file: no cycle).
import { createContext, useContext, useEffect } from 'react';
import type { Project } from '@shared/contracts/projects';

type ProjectContextValue = { project: Project; setPageTitle: (title: string) => void };
export const ProjectContext = createContext<ProjectContextValue | null>(null);

/**
 * The project of the current page. Using it outside a project page is a programming error
 * (docs/product.md#messages).
 */
export function useProject(): Project {
  const ctx = useContext(ProjectContext);
  if (!ctx) throw new Error('useProject must be used inside a project page (ProjectGuard)');
  return ctx.project;
}

/** Sets the page title shown in the project banner and the browser tab. */
export function usePageTitle(title: string): void {
  const ctx = useContext(ProjectContext);
  const setter = ctx?.setPageTitle;
  useEffect(() => {
    setter?.(title);
    document.title = ctx ? `${title} · ${ctx.project.name}` : title;
  }, [title, setter, ctx]);
}
