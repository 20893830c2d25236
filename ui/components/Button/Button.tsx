import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { tones, type ButtonTone } from './Button.css';

/** The button tones, as a tuple so stories can list them. */
export const BUTTON_TONES = ['primary', 'secondary', 'danger', 'header'] as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  tone?: ButtonTone;
}

/** The site's button: at least 44 px high, with a visible focus ring from the global theme. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { tone = 'primary', className, type = 'button', ...rest },
  ref,
) {
  const classes = className === undefined ? tones[tone] : `${tones[tone]} ${className}`;
  return <button ref={ref} type={type} className={classes} {...rest} />;
});
