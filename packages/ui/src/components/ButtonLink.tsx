import { createLink } from '@tanstack/react-router';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { type ButtonSize, type ButtonVariant, buttonClasses } from './Button';

interface ButtonAnchorProps extends ComponentProps<'a'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

function ButtonAnchor({ variant, size, className, ...props }: ButtonAnchorProps) {
  return <a className={cn(buttonClasses({ variant, size }), className)} {...props} />;
}

/**
 * A router link that looks like a Button: `<ButtonLink to="/$lang/upload" params={{ lang }} size="lg">`, typed
 * like the router's Link (TanStack Router's `createLink`).
 */
export const ButtonLink = createLink(ButtonAnchor);
