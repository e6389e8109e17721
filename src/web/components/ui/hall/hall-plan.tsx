/**
 * The hall's plan with boards on it (decision 059): the picture at its own proportions, each board a marker at
 * its centre's share of the plan's width and height. The poster pages' map and the organiser's editor draw it.
 */
import type { ReactNode, Ref } from 'react';
import type { HallMap } from '@shared/contracts/hall';
import './hall.css';

type Plan = NonNullable<HallMap['plan']>;

export function HallPlan({
  plan,
  alt,
  children,
  planRef,
  className = '',
}: {
  plan: Plan;
  alt: string;
  children?: ReactNode;
  /** The frame the markers are placed in (the editor reads its box to turn a pointer into shares). */
  planRef?: Ref<HTMLDivElement>;
  className?: string;
}) {
  return (
    <div
      ref={planRef}
      className={`hall-plan ${className}`}
      style={{ aspectRatio: `${plan.width} / ${plan.height}` }}
    >
      <img
        src={plan.url}
        alt={alt}
        width={plan.width}
        height={plan.height}
        loading="lazy"
        draggable={false}
      />
      {children}
    </div>
  );
}
