SESSIONS = {}


def lookup(user_id):
    return SESSIONS.get(user_id)
