import Preview
import Testing

@Suite struct HostAddressTests {
    @Test func loopbackAddresses() {
        for name in ["127.0.0.1", "127.1.2.3", "localhost", "::1", "[::1]"] {
            #expect(HostAddress(name).isLoopback, "\(name)")
        }
        for name in ["0.0.0.0", "::", "192.168.1.4", "10.0.0.1", "example.com", "127.0.0.256", "127.0.0", "128.0.0.1"] {
            #expect(!HostAddress(name).isLoopback, "\(name)")
        }
    }

    @Test func urlFormBracketsIPv6() {
        #expect(HostAddress("::1").urlForm == "[::1]")
        #expect(HostAddress("[::1]").urlForm == "[::1]")
        #expect(HostAddress("127.0.0.1").urlForm == "127.0.0.1")
    }
}
