SESSIONS = {}


def lookup(tenant_id, user_id):
    return SESSIONS.get(user_id)


def store(tenant_id, user_id, token):
    SESSIONS[user_id] = token
