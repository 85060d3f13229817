import type { ComponentProps } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { button, type ButtonVariants } from './button.css.js';

type ButtonProps = ComponentProps<'button'> & ButtonVariants;

export function Button({ tone, size, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={[button({ tone, size }), className].filter(Boolean).join(' ')} {...rest} />;
}

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ tone, size, className, ...rest }: LinkProps & ButtonVariants) {
  return <Link className={[button({ tone, size }), className].filter(Boolean).join(' ')} {...rest} />;
}
