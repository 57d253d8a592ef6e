import { type ComponentProps, createContext, useContext } from 'react';

/** The wizard title's level: 2 inside the home page (under its hero's h1), 1 where the wizard is the page. */
export const WizardTitleLevel = createContext<1 | 2>(2);

/** A heading of the wizard, `depth` levels below its title (0: the title, 1: the step, 2: a step's part). */
export function WizardHeading({ depth, ...props }: { depth: 0 | 1 | 2 } & ComponentProps<'h2'>) {
  const Tag = `h${useContext(WizardTitleLevel) + depth}` as 'h2';
  return <Tag {...props} />;
}
