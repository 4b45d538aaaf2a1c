import { createContext, useContext, type HTMLAttributes, type ReactNode } from 'react';

type Level = 1 | 2 | 3 | 4 | 5 | 6;
const HeadingLevelContext = createContext<Level>(2);

/**
 * Sets the level of the headings inside: the first tile of a page titles it (h1), the others are
 * sections (h2). Blocks write <Heading> and never pick a level themselves.
 */
export function HeadingLevel({ level, children }: { level: Level; children: ReactNode }) {
  return <HeadingLevelContext.Provider value={level}>{children}</HeadingLevelContext.Provider>;
}

interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** How many levels below the surrounding level (a panel title inside a section: 1). */
  depth?: number;
}

/** A heading at the level its place in the page gives it. */
export function Heading({ depth = 0, ...props }: HeadingProps) {
  const level = Math.min(6, useContext(HeadingLevelContext) + depth) as Level;
  const Tag = `h${level}` as const;
  return <Tag {...props} />;
}
