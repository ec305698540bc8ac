export const meta = () => [{ title: "Bare Remix" }];

export default function Index() {
  return <h1>Bare Remix</h1>;
}
