import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../styles/theme.css.js';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minHeight: '40px',
    padding: `0 ${vars.space.m}`,
    borderRadius: vars.radius.small,
    border: '1px solid transparent',
    font: 'inherit',
    fontWeight: 600,
    fontSize: '0.9375rem',
    lineHeight: 1.2,
    cursor: 'pointer',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    transition: 'background-color 120ms, border-color 120ms',
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.brand,
        color: '#fff',
        selectors: { '&:hover:not(:disabled)': { background: vars.color.brandStrong } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.brand,
        borderColor: vars.color.border,
        selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.brand } },
      },
      danger: {
        background: vars.color.danger,
        color: '#fff',
        selectors: { '&:hover:not(:disabled)': { filter: 'brightness(0.92)' } },
      },
      ghost: {
        background: 'transparent',
        color: 'inherit',
        selectors: { '&:hover:not(:disabled)': { background: 'rgba(0,0,0,0.06)' } },
      },
    },
    size: {
      normal: {},
      small: { minHeight: '32px', padding: `0 ${vars.space.s}`, fontSize: '0.875rem' },
    },
  },
  defaultVariants: { tone: 'primary', size: 'normal' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
