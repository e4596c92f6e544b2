/** The society's membership packages; administrators change them on the Membership Type page. */
export const demoMembershipTypes = [
  { name: 'Life Member', price: 15000 },
  { name: 'Annual Member', price: 3000 },
  { name: 'Student Member', price: 1500 },
] as const;
