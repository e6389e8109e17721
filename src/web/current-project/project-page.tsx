/** A page inside a project: its title in the project banner and the browser tab. */
import type { ReactNode } from 'react';
import { usePageTitle } from './project-context';

export function ProjectPage({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return <>{children}</>;
}
