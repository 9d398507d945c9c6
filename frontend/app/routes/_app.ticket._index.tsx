import { redirect } from '@remix-run/node';

// /ticket opens My Ticket (spec 1 route table: ticket -> my-ticket).
export function loader() {
  return redirect('/ticket/my-ticket');
}
