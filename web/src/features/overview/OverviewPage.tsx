// Being written (issue 3): replaced by the real screen.
export default function Page() {
  return null;
}
