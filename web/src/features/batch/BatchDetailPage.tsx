/** Placeholder until its helper lands the screen (issue 10). */
export default function BatchDetailPage() {
  return null;
}
