import type { FastifyInstance } from 'fastify';
import type { User } from '../../models';
import type { Service } from '../context';
import { API_PREFIX, one } from '../http/envelope';

export default async function userRoutes(app: FastifyInstance, _service: Service) {
  app.get('/users/me', async (request) => {
    const user = request.user!;
    const data: User = {
      id: user.id,
      created_at: user.created_at.toISOString(),
      email: user.email,
      first_name: user.first_name,
      last_name: user.last_name,
    };
    return one(`${API_PREFIX}/users/me`, data);
  });
}
