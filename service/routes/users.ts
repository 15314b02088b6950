import type { FastifyInstance } from 'fastify';
import type { User } from '../../models';
import type { Service } from '../context';
import { contextOf } from '../context';
import { API_PREFIX, one } from '../http/envelope';

export default async function userRoutes(app: FastifyInstance, service: Service) {
  app.get('/users/me', async (request) => {
    const { user } = contextOf(service, request);
    const data: User = {
      id: user.id,
      created_at: user.created_at,
      email: user.email,
      first_name: user.first_name,
      last_name: user.last_name,
    };
    return one(`${API_PREFIX}/users/me`, data);
  });
}
