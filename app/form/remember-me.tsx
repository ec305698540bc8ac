import { Checkbox, type CheckboxProps } from "~/ui/checkbox";

type RememberMeProps = Pick<CheckboxProps, "id" | "defaultChecked" | "errors">;

/** The login form's `remember` checkbox, on by default (an unticked box posts nothing). */
export function RememberMe({ defaultChecked = true, ...props }: RememberMeProps) {
  return <Checkbox name="remember" label="Запомнить меня" defaultChecked={defaultChecked} {...props} />;
}
