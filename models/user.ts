export interface User {
  id: string;
  created_at: string;
  email: string;
  first_name: string;
  last_name: string;
}
